import type { StaffUser } from '@org/contracts';
import { Badge, RowActions, type RowAction, type TableColumn } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { NoValue } from '../../app/lists/NoValue';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { USERS_NAMESPACE } from './usersNamespace';

export interface StaffUserRowActions {
  onEdit: (user: StaffUser) => void;
  onResendInvitation: (user: StaffUser) => void;
  onChangeStatus: (user: StaffUser) => void;
}

/**
 * The staff table's columns; the sortable ones are the api's sort fields. Each row ends in its
 * menu: Edit, Resend invitation (active users only: an inactive one cannot sign in), and
 * Deactivate or Activate. The reader's own row has no Deactivate: the api refuses it (nobody
 * deactivates themselves), so it is not offered.
 */
export function useStaffUserColumns(actions: StaffUserRowActions): TableColumn<StaffUser>[] {
  const { t, i18n } = useTranslation([USERS_NAMESPACE, CONSOLE_NAMESPACE]);
  const locale = i18n.language;
  const readerId = useAtomValue(currentUserAtom)?.id;

  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const names = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    return [
      { key: 'fullName', header: t('users.columnName'), rowHeader: true, sortable: true },
      {
        key: 'email',
        header: t('users.columnEmail'),
        sortable: true,
        cell: (user) => <bdi>{user.email}</bdi>,
      },
      {
        key: 'role',
        header: t('users.columnRole'),
        sortable: true,
        cell: (user) => t(`roles.${user.role}`, { ns: CONSOLE_NAMESPACE }),
      },
      {
        key: 'clinics',
        header: t('users.columnClinics'),
        cell: (user) =>
          user.clinics.length > 0 ? (
            // Each name in its own direction: a Latin name beside an Arabic one keeps its place.
            names
              .formatToParts(user.clinics.map((clinic) => clinic.name))
              .map((part, index) =>
                part.type === 'element' ? <bdi key={index}>{part.value}</bdi> : part.value,
              )
          ) : (
            <NoValue word={t('users.noClinics')} />
          ),
      },
      {
        key: 'status',
        header: t('users.columnStatus'),
        sortable: true,
        cell: (user) => (
          <Badge tone={user.status === 'ACTIVE' ? 'success' : 'neutral'}>
            {t(`users.status${user.status}`)}
          </Badge>
        ),
      },
      {
        key: 'lastSignInAt',
        header: t('users.columnLastSignIn'),
        sortable: true,
        cell: (user) =>
          user.lastSignInAt ? (
            <time dateTime={user.lastSignInAt}>{dateTime.format(new Date(user.lastSignInAt))}</time>
          ) : (
            <NoValue word={t('users.neverSignedIn')} />
          ),
      },
      {
        key: 'actions',
        header: t('users.columnActions'),
        align: 'end',
        cell: (user) => {
          const rowActions: RowAction[] = [
            { label: t('users.edit'), onSelect: () => actions.onEdit(user) },
          ];
          if (user.status === 'ACTIVE') {
            rowActions.push({
              label: t('users.resendInvitation'),
              onSelect: () => actions.onResendInvitation(user),
            });
            if (user.id !== readerId) {
              rowActions.push({
                label: t('users.deactivate'),
                tone: 'danger',
                onSelect: () => actions.onChangeStatus(user),
              });
            }
          } else {
            rowActions.push({
              label: t('users.activate'),
              onSelect: () => actions.onChangeStatus(user),
            });
          }
          return (
            <RowActions
              label={t('users.rowActions', { name: user.fullName })}
              actions={rowActions}
            />
          );
        },
      },
    ];
  }, [t, locale, actions, readerId]);
}
