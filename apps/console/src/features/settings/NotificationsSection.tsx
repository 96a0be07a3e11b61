import {
  getNotificationPreferences,
  saveNotificationPreferences,
  type NotificationPreferences,
} from '@org/api-client';
import { notificationKinds, trainingNotificationKinds } from '@org/contracts';
import { notificationPreferencesSchema, validateWith } from '@org/forms';
import { Switch } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { MutationFailure } from '../../app/data/runMutation';
import { useApiMutation } from '../../app/data/useApiMutation';
import { apiClient } from '../../app/session/apiClient';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import { SettingsSection } from './SettingsSection';
import { saveStatusOf, StatusLine } from './StatusLine';

/** The kinds a person can receive today (training's arrive with mandatory training). */
const settableKinds = notificationKinds.filter((kind) => !trainingNotificationKinds.includes(kind));

const saveFailed = { key: 'settings.saveFailed', ns: 'settings' } as const;

/** Settings → Notifications: each kind on or off, and the daily e-mail of unread ones. */
export function NotificationsSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const preferences = useQuery({
    queryKey: queryKeys.notificationPreferences(),
    queryFn: () => getNotificationPreferences(apiClient),
  }).data;

  const save = useApiMutation({
    mutationFn: async (next: NotificationPreferences) => {
      const checked = await validateWith(notificationPreferencesSchema, next);
      if (!checked.ok) throw new MutationFailure(saveFailed);
      return saveNotificationPreferences(apiClient, next);
    },
    invalidates: [queryKeys.notificationPreferences()],
    successText: { key: 'settings.saved', ns: 'settings' },
    errorText: saveFailed,
  });

  const muted = new Set(preferences?.mutedKinds ?? []);
  const change = (next: Partial<NotificationPreferences>) => {
    if (!preferences) return;
    void save.mutate({ ...preferences, ...next });
  };

  return (
    <SettingsSection title={t('settings.notifications')} hint={t('settings.notificationsHint')}>
      {settableKinds.map((kind) => (
        <Switch
          key={kind}
          label={t(`settings.notificationKind.${kind}`)}
          checked={!muted.has(kind)}
          disabled={!preferences}
          onChange={(event) => {
            const on = event.target.checked;
            change({
              mutedKinds: on ? [...muted].filter((each) => each !== kind) : [...muted, kind],
            });
          }}
        />
      ))}
      <Switch
        label={t('settings.dailyDigest')}
        checked={preferences?.dailyDigest ?? false}
        disabled={!preferences}
        onChange={(event) => change({ dailyDigest: event.target.checked })}
      />
      <StatusLine status={saveStatusOf(save)} />
    </SettingsSection>
  );
}
