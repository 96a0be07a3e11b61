import { apiClientTranslations } from '@org/api-client';
import { formsTranslations } from '@org/forms';
import { describe, expect, it } from 'vitest';
import {
  deniedForms,
  glossaryLocales,
  glossaryProblems,
  type GlossaryLocale,
} from '../../testing/glossaryRules';

// docs/glossary: every catalogue follows its locale's glossary. The words a glossary rules out are
// read from its own "Words we do not use" table, so the list lives in one place.
const glossaries = import.meta.glob<string>('../../../../../docs/glossary/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// The console's text: its own parts (shell, session, …), each screen's, each shared piece's.
const consoleFiles = import.meta.glob<Record<string, string>>(
  ['./locales/*/*.json', '../*/locales/*.json', '../../features/*/locales/*.json'],
  { eager: true, import: 'default' },
);
// @org/ui's built-in strings, a module per family of components, each `{ en: {…}, es: {…}, … }`.
const uiCatalogueModules = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/ui/src/i18n/messages/*.ts',
  { eager: true },
);

/**
 * Screens written while the glossaries came in, not yet reviewed against them: the
 * locales listed here are skipped for that screen. Apply the glossary, then remove the entry.
 */
const notYetReviewed: Record<string, readonly GlossaryLocale[]> = {};

interface Text {
  where: string;
  text: string;
}

/** Each text of `messages`; a string with plural forms (@org/ui's `{ one, other }`) is each form. */
const entries = (
  where: string,
  messages: Record<string, string | Record<string, string>>,
): Text[] =>
  Object.entries(messages).flatMap(([key, text]) =>
    typeof text === 'string'
      ? [{ where: `${where} ${key}`, text }]
      : Object.entries(text).map(([form, each]) => ({
          where: `${where} ${key}.${form}`,
          text: each,
        })),
  );

/** `../../features/home/locales/fr.json` → `features/home`, `../lists/…` → `app/lists`, `./locales/shell/…` → `app/i18n/shell`. */
const folderOf = (file: string) => {
  const parts = file.split('/');
  if (file.startsWith('../../features/')) return `features/${parts[3]}`;
  if (file.startsWith('../')) return `app/${parts[1]}`;
  return `app/i18n/${parts[2]}`;
};

const uiCatalogues = Object.entries(uiCatalogueModules).flatMap(([file, module]) =>
  Object.values(module).map((catalogue) => ({
    file: file.split('/').at(-1)!,
    catalogue: catalogue as Record<string, Record<string, string | Record<string, string>>>,
  })),
);

/** Every text of `locale` in every catalogue, named by where it lives. */
function textsOf(locale: GlossaryLocale): Text[] {
  const consoleTexts = Object.entries(consoleFiles)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .filter(([file]) => !notYetReviewed[folderOf(file)]?.includes(locale))
    .flatMap(([file, messages]) => entries(`console ${folderOf(file)}`, messages));
  return [
    ...consoleTexts,
    ...entries('@org/forms', formsTranslations[locale]),
    ...entries('@org/api-client', apiClientTranslations[locale]),
    ...uiCatalogues.flatMap(({ file, catalogue }) =>
      entries(`@org/ui ${file}`, catalogue[locale] ?? {}),
    ),
  ];
}

const glossaryOf = (locale: GlossaryLocale) =>
  Object.entries(glossaries).find(([file]) => file.endsWith(`/glossary/${locale}.md`))?.[1];

describe('translation glossaries (docs/glossary)', () => {
  it('reads every catalogue: the console, @org/forms, @org/api-client and @org/ui', () => {
    const places = new Set(textsOf('pt').map(({ where }) => where.split(' ')[0]));
    expect([...places].sort()).toEqual(['@org/api-client', '@org/forms', '@org/ui', 'console']);
    expect(uiCatalogues.length).toBeGreaterThan(0);
    for (const { catalogue } of uiCatalogues) expect(Object.keys(catalogue)).toContain('pt');
  });

  it.each(glossaryLocales)('the %s glossary lists the words its locale does not use', (locale) => {
    expect(glossaryOf(locale), `docs/glossary/${locale}.md`).toBeDefined();
    expect(deniedForms(glossaryOf(locale)!).length).toBeGreaterThan(0);
  });

  it.each(glossaryLocales)('every %s text follows its glossary', (locale) => {
    const denied = deniedForms(glossaryOf(locale) ?? '');
    const problems = textsOf(locale).flatMap(({ where, text }) =>
      glossaryProblems(locale, text, denied).map((problem) => `${where}: ${problem} in "${text}"`),
    );
    expect(problems).toEqual([]);
  });
});

describe('glossaryProblems', () => {
  const pt = ['arquivo', 'você', 'usuário'];
  it('finds a denied word whole, in any case, and not inside another word', () => {
    expect(glossaryProblems('pt', 'Você escolheu o Arquivo.', pt)).toEqual([
      'uses "arquivo"',
      'uses "você"',
    ]);
    expect(glossaryProblems('pt', 'Arquivologia e usuários', pt)).toEqual([]);
  });
  it('keeps the mechanical rules of each locale', () => {
    expect(glossaryProblems('pt', 'Carregando…', [])).toHaveLength(1);
    expect(glossaryProblems('pt', 'A carregar…, incluindo quando', [])).toEqual([]);
    expect(glossaryProblems('es', 'Sigue ahí?', [])).toHaveLength(1);
    expect(glossaryProblems('es', '¿Sigue ahí?', [])).toEqual([]);
    expect(glossaryProblems('fr', 'Désactiver {{name}} ?', [])).toHaveLength(1);
    expect(glossaryProblems('fr', 'Désactiver {{name}}\u00a0?', [])).toEqual([]);
    expect(glossaryProblems('fr', "L'export", [])).toHaveLength(1);
    expect(glossaryProblems('zh-TW', '要停用 {{name}} 嗎?', [])).toHaveLength(1);
    expect(glossaryProblems('zh-TW', '要停用 {{name}} 嗎？', [])).toEqual([]);
    expect(glossaryProblems('ar', 'تنشيط {{name}}?', [])).toHaveLength(1);
    expect(glossaryProblems('ar', 'تنشيط {{name}}؟', [])).toEqual([]);
  });
  it('finds Chinese words inside a phrase', () => {
    expect(glossaryProblems('zh-TW', '檢視病患', ['病患'])).toEqual(['uses "病患"']);
  });
});
