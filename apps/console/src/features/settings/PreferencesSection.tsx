import type { SaveUserSettingsRequest } from '@org/api-client';
import { userSettingsSchema, validateWith } from '@org/forms';
import { useValidationText } from '@org/forms/react';
import { Select, Switch } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, setDarkMode } from '../../app/preferences/preferenceActions';
import {
  availableLocalesAtom,
  darkModeAtom,
  localeAtom,
} from '../../app/preferences/preferenceAtoms';
import { ownLanguageName } from './languageNames';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SettingsSection } from './SettingsSection';
import { StatusLine, type SaveStatus } from './StatusLine';

/** spec §3, §4: language and dark mode, applied at once and saved to the user's settings. */
export function PreferencesSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const translateValidation = useValidationText();
  const locales = useAtomValue(availableLocalesAtom);
  const locale = useAtomValue(localeAtom);
  const darkMode = useAtomValue(darkModeAtom);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  const save = async (settings: SaveUserSettingsRequest, apply: () => Promise<unknown>) => {
    const checked = await validateWith(userSettingsSchema, settings);
    if (!checked.ok) {
      const message = translateValidation(checked.errors[0]?.message) ?? t('settings.saveFailed');
      setStatus({ kind: 'failed', message });
      return;
    }
    try {
      await apply();
      setStatus({ kind: 'done', message: t('settings.saved') });
    } catch {
      setStatus({ kind: 'failed', message: t('settings.saveFailed') });
    }
  };

  return (
    <SettingsSection title={t('settings.preferences')}>
      <Select
        className={styles.field}
        label={t('settings.language')}
        options={locales.map((value) => ({ value, label: ownLanguageName(value) }))}
        value={locale}
        onChange={(event) => {
          const language = event.target.value;
          void save({ language }, () => changeLocale(language));
        }}
      />
      <Switch
        label={t('settings.darkMode')}
        checked={darkMode}
        onChange={(event) => {
          const on = event.target.checked;
          void save({ darkMode: on }, () => setDarkMode(on));
        }}
      />
      <StatusLine status={status} />
    </SettingsSection>
  );
}
