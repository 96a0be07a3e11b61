import { clearMaintenanceMessage, setMaintenanceMessage } from '@org/api-client';
import { MAINTENANCE_MESSAGE_MAX_LENGTH, maintenanceSchema } from '@org/forms';
import { TextareaFormField, useSchemaForm } from '@org/forms/react';
import { Button, ConfirmDialog } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { apiClient } from '../../app/session/apiClient';
import { DEFAULT_MAINTENANCE_MESSAGE } from '../../app/session/MaintenanceNoticeView';
import { maintenanceAtom } from '../../app/session/maintenanceQuery';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SettingsSection } from './SettingsSection';
import { saveStatusOf, StatusLine } from './StatusLine';

/** The banner and the sign-in page read the same query: it is fetched again before "saved" shows. */
const changesMaintenance = [queryKeys.maintenance()];

/**
 * docs/product.md §12.2: a system admin sets and clears the maintenance message here; every signed-in user
 * then sees it in a banner and the sign-in page shows it. Starts from the message in force, else
 * the default text (which each reader sees in their own language).
 */
export function MaintenanceSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const current = useAtomValue(maintenanceAtom).data?.message ?? null;
  const [confirmingClear, setConfirmingClear] = useState(false);
  // The default text in the admin's own language; published untouched, it is stored as the
  // default, so every reader sees it in theirs.
  const defaultText = t('maintenance.defaultMessage', { ns: CONSOLE_NAMESPACE });
  const form = useSchemaForm(maintenanceSchema, {
    values: {
      maintenanceMessage:
        current === null || current === DEFAULT_MAINTENANCE_MESSAGE ? defaultText : current,
    },
  });

  const publish = useApiMutation({
    mutationFn: (maintenanceMessage: string) =>
      setMaintenanceMessage(apiClient, {
        maintenanceMessage:
          maintenanceMessage.trim() === defaultText
            ? DEFAULT_MAINTENANCE_MESSAGE
            : maintenanceMessage,
      }),
    invalidates: changesMaintenance,
    successText: { key: 'settings.saved', ns: 'settings' },
    form,
  });
  const clear = useApiMutation({
    mutationFn: () => clearMaintenanceMessage(apiClient),
    invalidates: changesMaintenance,
    successText: { key: 'settings.maintenanceCleared', ns: 'settings' },
  });

  const submit = form.handleSubmit(({ maintenanceMessage }) => publish.mutate(maintenanceMessage));

  return (
    <SettingsSection title={t('settings.maintenance')} hint={t('settings.maintenanceHint')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextareaFormField
          className={styles.field}
          control={form.control}
          name="maintenanceMessage"
          label={t('settings.maintenanceMessage')}
          hint={t('settings.maintenanceLimit', { max: MAINTENANCE_MESSAGE_MAX_LENGTH })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('settings.publishMaintenance')}
          </Button>
          <Button
            variant="secondary"
            disabled={current === null}
            loading={clear.isPending}
            onClick={() => setConfirmingClear(true)}
          >
            {t('settings.clearMaintenance')}
          </Button>
        </div>
      </form>
      <StatusLine status={saveStatusOf(publish, clear)} />
      <ConfirmDialog
        open={confirmingClear}
        tone="danger"
        title={t('settings.clearMaintenanceConfirmTitle')}
        message={t('settings.clearMaintenanceConfirmMessage')}
        confirmText={t('settings.clearMaintenance')}
        onResolve={(confirmed) => {
          setConfirmingClear(false);
          if (confirmed) void clear.mutate();
        }}
      />
    </SettingsSection>
  );
}
