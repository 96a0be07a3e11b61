import {
  downloadStaffTemplate,
  exportStaffUsers,
  listStaffUsers,
  resendInvitation,
  setStaffUserStatus,
} from '@org/api-client';
import { type StaffUser, staffUserList, type StaffUserListParams } from '@org/contracts';
import { Button, Inline, useToast } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { activeClinics } from '../../app/data/recordPickers';
import { useApiMutation } from '../../app/data/useApiMutation';
import { useCsvDownload } from '../../app/data/useCsvDownload';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { ListFilters } from '../../app/lists/ListFilters';
import { ListScreen } from '../../app/lists/ListScreen';
import { ListSearch } from '../../app/lists/ListSearch';
import { ListTable } from '../../app/lists/ListTable';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { ACTIVE_OR_INACTIVE, RecordStatusDialog } from '../../app/records/RecordStatusDialog';
import { apiClient } from '../../app/session/apiClient';
import { withUserText } from '../../app/i18n/userText';
import { StaffImport } from './StaffImport';
import { StaffUserDrawer, type StaffUserDrawerTarget } from './StaffUserDrawer';
import { useStaffUserColumns } from './useStaffUserColumns';
import { sayingUserRefusals } from './userMessageFailures';
import { USERS_NAMESPACE } from './usersNamespace';

const ns = USERS_NAMESPACE;

/**
 * docs/product.md §13 ("Staff user") on the shared list pattern: system admins find staff by name
 * or e-mail, filter them by role, status and clinic, invite, edit, (de)activate, import and
 * export them.
 */
export function UsersScreen() {
  const { t } = useTranslation([ns, LISTS_NAMESPACE, CONSOLE_NAMESPACE]);
  const toast = useToast();
  const list = useListUrlState(staffUserList);
  const [drawer, setDrawer] = useState<StaffUserDrawerTarget | null>(null);
  const [statusChange, setStatusChange] = useState<StaffUser | null>(null);
  const [importing, setImporting] = useState(false);

  // readListUrl kept only the values the list's definition allows: the api's own filter values.
  const params = list.params as StaffUserListParams;
  const users = useQuery({
    queryKey: queryKeys.staffUsers(params),
    queryFn: () => listStaffUsers(apiClient, params),
    placeholderData: keepPreviousData,
  });

  const template = useCsvDownload(() => downloadStaffTemplate(apiClient), {
    successText: { key: 'users.templateDownloaded', ns },
    errorText: { key: 'users.templateFailed', ns },
    toast,
  });
  const exported = useCsvDownload(() => exportStaffUsers(apiClient, params), {
    successText: { key: 'users.exported', ns },
    errorText: { key: 'users.exportFailed', ns },
    toast,
  });
  const invitation = useApiMutation({
    mutationFn: (user: StaffUser) => sayingUserRefusals(resendInvitation(apiClient, user.id)),
    onSuccess: (_result, user) => {
      toast.success(withUserText(t, 'users.invitationSent', { email: user.email }));
    },
    errorText: { key: 'users.invitationFailed', ns },
    toast,
  });
  // `mutate` is a new function each render; the columns call the latest without being rebuilt.
  const resend = useRef(invitation.mutate);
  useEffect(() => {
    resend.current = invitation.mutate;
  });

  const rowActions = useMemo(
    () => ({
      onEdit: (user: StaffUser) => setDrawer({ user }),
      onResendInvitation: (user: StaffUser) => void resend.current(user),
      onChangeStatus: (user: StaffUser) => setStatusChange(user),
    }),
    [],
  );
  const columns = useStaffUserColumns(rowActions);
  const newUser = (
    <Button variant="primary" onClick={() => setDrawer({ user: null })}>
      {t('users.add')}
    </Button>
  );

  return (
    <ListScreen
      title={t('users.title', { ns: CONSOLE_NAMESPACE })}
      actions={
        <Inline space="small">
          {newUser}
          <Button variant="secondary" onClick={() => setImporting(true)}>
            {t('users.upload')}
          </Button>
          <Button
            variant="outline"
            loading={template.isPending}
            onClick={() => void template.mutate()}
          >
            {t('users.downloadTemplate')}
          </Button>
          <Button
            variant="outline"
            loading={exported.isPending}
            onClick={() => void exported.mutate()}
          >
            {t('users.export')}
          </Button>
        </Inline>
      }
      toolbar={
        <>
          <ListSearch
            label={t('users.search')}
            value={list.state.search}
            onSearch={list.setSearch}
          />
          <ListFilters
            list={list}
            controls={{
              role: {
                label: t('users.columnRole'),
                anyText: t('users.anyRole'),
                valueLabel: (role) => t(`roles.${role}`, { ns: CONSOLE_NAMESPACE }),
              },
              status: {
                label: t('users.columnStatus'),
                anyText: t('users.anyStatus'),
                valueLabel: (status) => t(`users.status${status}`),
              },
              clinicId: {
                label: t('users.filterClinic'),
                anyText: t('users.anyClinic'),
                source: activeClinics,
              },
            }}
          />
        </>
      }
    >
      <ListTable
        caption={t('users.title', { ns: CONSOLE_NAMESPACE })}
        columns={columns}
        getRowId={(user) => user.id}
        query={users}
        list={list}
        empty={{ description: t('users.emptyHint'), action: newUser }}
        pagesLabel={t('users.pages')}
      />
      {drawer ? <StaffUserDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      {statusChange ? (
        // docs/product.md §6 and §13: deactivating signs the person out everywhere at once, and
        // the dialog says so first; nobody deactivates themselves or the last system admin.
        <RecordStatusDialog
          name={statusChange.fullName}
          status={statusChange.status}
          statuses={ACTIVE_OR_INACTIVE}
          words={{ ns, prefix: 'users' }}
          setStatus={(status) =>
            sayingUserRefusals(setStaffUserStatus(apiClient, statusChange.id, status))
          }
          invalidates={[queryKeys.staffUsers()]}
          onClose={() => setStatusChange(null)}
        />
      ) : null}
      <StaffImport open={importing} onOpenChange={setImporting} />
    </ListScreen>
  );
}
