import { clearMaintenanceMessage, setMaintenanceMessage } from '@org/api-client';
import { maintenanceSchema } from '@org/forms';
import { TextareaFormField, useSchemaForm } from '@org/forms/react';
import { Button } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { apiClient } from '../../app/session/apiClient';
import { DEFAULT_MAINTENANCE_MESSAGE } from '../../app/session/MaintenanceMessage';
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
  const form = useSchemaForm(maintenanceSchema, {
    values: { maintenanceMessage: current ?? DEFAULT_MAINTENANCE_MESSAGE },
  });

  const publish = useApiMutation({
    mutationFn: (maintenanceMessage: string) =>
      setMaintenanceMessage(apiClient, { maintenanceMessage }),
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
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('settings.publishMaintenance')}
          </Button>
          <Button
            variant="secondary"
            disabled={current === null}
            loading={clear.isPending}
            onClick={() => void clear.mutate()}
          >
            {t('settings.clearMaintenance')}
          </Button>
        </div>
      </form>
      <StatusLine status={saveStatusOf(publish, clear)} />
    </SettingsSection>
  );
}
