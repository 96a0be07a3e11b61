import {
  clearMaintenanceMessage,
  setMaintenanceMessage,
  type MaintenanceState,
} from '@org/api-client';
import { maintenanceSchema } from '@org/forms';
import { TextareaFormField, useSchemaForm } from '@org/forms/react';
import { Button } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAINTENANCE_MESSAGE } from '../../app/session/MaintenanceMessage';
import { maintenanceAtom, maintenanceQueryKey } from '../../app/session/maintenanceQuery';
import { queryClient } from '../../app/session/queryClient';
import { apiClient } from '../../app/session/sessionServices';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SettingsSection } from './SettingsSection';
import { StatusLine, useSaveStatus } from './StatusLine';

/**
 * PRODUCT.md: a system admin sets and clears the maintenance message here; every signed-in user
 * then sees it in a banner and the sign-in page shows it. Starts from the message in force, else
 * the default text (which each reader sees in their own language).
 */
export function MaintenanceSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const current = useAtomValue(maintenanceAtom).data?.message ?? null;
  const { status, save } = useSaveStatus();
  const [clearing, setClearing] = useState(false);
  const form = useSchemaForm(maintenanceSchema, {
    values: { maintenanceMessage: current ?? DEFAULT_MAINTENANCE_MESSAGE },
  });

  const apply = async (call: () => Promise<MaintenanceState>, doneMessage: string) => {
    const state = await save(call, doneMessage);
    // The banner reads the same query: it shows (or goes) at once.
    if (state) queryClient.setQueryData(maintenanceQueryKey, state);
  };

  const publish = form.handleSubmit(({ maintenanceMessage }) =>
    apply(() => setMaintenanceMessage(apiClient, { maintenanceMessage }), t('settings.saved')),
  );

  const clear = async () => {
    setClearing(true);
    await apply(() => clearMaintenanceMessage(apiClient), t('settings.maintenanceCleared'));
    setClearing(false);
  };

  return (
    <SettingsSection title={t('settings.maintenance')} hint={t('settings.maintenanceHint')}>
      <form className={styles.form} noValidate onSubmit={(event) => void publish(event)}>
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
            loading={clearing}
            onClick={() => void clear()}
          >
            {t('settings.clearMaintenance')}
          </Button>
        </div>
      </form>
      <StatusLine status={status} />
    </SettingsSection>
  );
}
