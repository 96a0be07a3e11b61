import type { SaveUserSettingsRequest } from '@org/api-client';
import { userSettingsSchema, validateWith } from '@org/forms';
import { Select, Switch } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MutationFailure } from '../../app/data/runMutation';
import { useApiMutation } from '../../app/data/useApiMutation';
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
import { saveStatusOf, StatusLine } from './StatusLine';

const saveFailed = { key: 'settings.saveFailed', ns: 'settings' } as const;

interface PreferenceChange {
  settings: SaveUserSettingsRequest;
  /** Applies the preference at once and saves it (`changeLocale`, `setDarkMode`). */
  apply: () => Promise<unknown>;
}

/** docs/product.md §3, §4: language and dark mode, applied at once and saved to the user's settings. */
export function PreferencesSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const locales = useAtomValue(availableLocalesAtom);
  const locale = useAtomValue(localeAtom);
  const darkMode = useAtomValue(darkModeAtom);

  const save = useApiMutation({
    mutationFn: async ({ settings, apply }: PreferenceChange) => {
      const checked = await validateWith(userSettingsSchema, settings);
      if (!checked.ok) {
        const message = checked.errors[0]?.message;
        throw new MutationFailure(message ? { key: message, ns: 'forms' } : saveFailed);
      }
      await apply();
    },
    successText: { key: 'settings.saved', ns: 'settings' },
    // Whatever went wrong, the same words: the preference holds here but is not saved.
    errorText: saveFailed,
  });

  return (
    <SettingsSection title={t('settings.preferences')}>
      <Select
        className={styles.field}
        label={t('settings.language')}
        options={locales.map((value) => ({ value, label: ownLanguageName(value) }))}
        value={locale}
        onChange={(event) => {
          const language = event.target.value;
          void save.mutate({ settings: { language }, apply: () => changeLocale(language) });
        }}
      />
      <Switch
        label={t('settings.darkMode')}
        checked={darkMode}
        onChange={(event) => {
          const on = event.target.checked;
          void save.mutate({ settings: { darkMode: on }, apply: () => setDarkMode(on) });
        }}
      />
      <StatusLine status={saveStatusOf(save)} />
    </SettingsSection>
  );
}
