import { setStaffUserStatus } from '@org/api-client';
import type { StaffUser } from '@org/contracts';
import { ConfirmDialog, useToast } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { apiClient } from '../../app/session/apiClient';
import { sayingUserRefusals } from './userMessageFailures';
import { USERS_NAMESPACE } from './usersNamespace';

const ns = USERS_NAMESPACE;

interface StaffUserStatusDialogProps {
  user: StaffUser;
  onClose: () => void;
}

/**
 * docs/product.md §6 and §13: deactivating a staff user signs them out everywhere at once, and
 * the dialog says so before anything changes; activating lets them sign in again. Users are never
 * deleted.
 */
export function StaffUserStatusDialog({ user, onClose }: StaffUserStatusDialogProps) {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const deactivating = user.status === 'ACTIVE';
  const name = user.fullName;

  const change = useApiMutation({
    mutationFn: () =>
      sayingUserRefusals(
        setStaffUserStatus(apiClient, user.id, deactivating ? 'INACTIVE' : 'ACTIVE'),
      ),
    invalidates: [queryKeys.staffUsers()],
    successText: deactivating
      ? { key: 'users.deactivated', ns, values: { name } }
      : { key: 'users.activated', ns, values: { name } },
    errorText: { key: 'users.statusFailed', ns },
    toast,
  });

  return (
    <ConfirmDialog
      open
      tone={deactivating ? 'danger' : undefined}
      title={
        deactivating ? t('users.deactivateTitle', { name }) : t('users.activateTitle', { name })
      }
      message={
        deactivating ? t('users.deactivateMessage', { name }) : t('users.activateMessage', { name })
      }
      confirmText={deactivating ? t('users.deactivate') : t('users.activate')}
      onResolve={(confirmed) => {
        onClose();
        if (confirmed) void change.mutate();
      }}
    />
  );
}
