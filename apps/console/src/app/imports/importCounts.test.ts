import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICS_NAMESPACE } from '../../features/clinics/clinicsNamespace';
import { USERS_NAMESPACE } from '../../features/users/usersNamespace';
import { i18n, i18nReady, loadScreenText } from '../i18n/i18n';
import { IMPORTS_NAMESPACE } from './importsNamespace';

/**
 * The counts an import says (rows ready, the import button, the toast): written as numbers of the
 * language and in its plural forms, the same number everywhere ("3,000 rows are ready" beside
 * "Import 3,000 clinics").
 */

const say = (namespace: string, key: string, count: number) =>
  i18n.t(key, { ns: namespace, count });

beforeAll(async () => {
  await i18nReady;
  await loadScreenText([IMPORTS_NAMESPACE, CLINICS_NAMESPACE, USERS_NAMESPACE]);
});
afterAll(() => i18n.changeLanguage('en'));

describe('the counts of an import', () => {
  it('are grouped as the language groups numbers, the same in the status and on the button', async () => {
    await i18n.changeLanguage('en');
    expect(say(IMPORTS_NAMESPACE, 'imports.ready', 3000)).toBe('3,000 rows are ready to import.');
    expect(say(CLINICS_NAMESPACE, 'clinics.import', 3000)).toBe('Import 3,000 clinics');
    expect(say(USERS_NAMESPACE, 'users.imported', 3000)).toBe('3,000 users imported');
    await i18n.changeLanguage('fr');
    expect(say(CLINICS_NAMESPACE, 'clinics.import', 3000)).toBe('Importer 3\u202f000 cliniques');
  });

  it('take the plural form of the number in each language', async () => {
    await i18n.changeLanguage('en');
    expect(say(CLINICS_NAMESPACE, 'clinics.import', 1)).toBe('Import 1 clinic');
    expect(say(IMPORTS_NAMESPACE, 'imports.ready', 1)).toBe('1 row is ready to import.');
    await i18n.changeLanguage('ar');
    expect(say(CLINICS_NAMESPACE, 'clinics.import', 2)).toBe('استيراد عيادتين');
    expect(say(CLINICS_NAMESPACE, 'clinics.import', 5)).toBe('استيراد 5 عيادات');
    expect(say(USERS_NAMESPACE, 'users.import', 1)).toBe('استيراد مستخدم واحد');
  });
});
