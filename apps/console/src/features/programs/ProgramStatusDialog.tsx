import { setProgramStatus } from '@org/api-client';
import type { Program } from '@org/contracts';
import { ConfirmDialog, useToast } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { apiClient } from '../../app/session/apiClient';
import { PROGRAMS_NAMESPACE } from './programsNamespace';

const ns = PROGRAMS_NAMESPACE;

interface ProgramStatusDialogProps {
  program: Program;
  onClose: () => void;
}

/**
 * docs/product.md §3.4 and §4: a program is deactivated, never deleted. Deactivating stops new
 * enrolments and keeps the patients already enrolled; both ways ask first.
 */
export function ProgramStatusDialog({ program, onClose }: ProgramStatusDialogProps) {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const deactivating = program.status === 'ACTIVE';
  const name = program.name;

  const change = useApiMutation({
    mutationFn: () => setProgramStatus(apiClient, program.id, deactivating ? 'INACTIVE' : 'ACTIVE'),
    invalidates: [queryKeys.programs()],
    successText: deactivating
      ? { key: 'programs.deactivated', ns, values: { name } }
      : { key: 'programs.activated', ns, values: { name } },
    errorText: { key: 'programs.statusFailed', ns },
    toast,
  });

  return (
    <ConfirmDialog
      open
      tone={deactivating ? 'danger' : undefined}
      title={
        deactivating
          ? t('programs.deactivateTitle', { name })
          : t('programs.activateTitle', { name })
      }
      message={
        deactivating
          ? t('programs.deactivateMessage', { name })
          : t('programs.activateMessage', { name })
      }
      confirmText={deactivating ? t('programs.deactivate') : t('programs.activate')}
      onResolve={(confirmed) => {
        onClose();
        if (confirmed) void change.mutate();
      }}
    />
  );
}
