import { getRolePermissions } from '@org/api-client';
import { roles, type RolePermissions } from '@org/contracts';
import { Button, EmptyState, Icon, Table, type TableColumn } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import * as layoutStyles from '../../app/layouts/layouts.css';
import { apiClient } from '../../app/session/apiClient';
import * as styles from './users.css';
import { USERS_NAMESPACE } from './usersNamespace';

type PermissionRow = RolePermissions['permissions'][number];

/**
 * The translation key of a permission's name or description: `clinics:read` →
 * `roles.permission.clinics_read.name`. Keys keep no ':' (i18next's namespace separator by default).
 */
export const permissionTextKey = (permission: string, part: 'name' | 'description') =>
  `roles.permission.${permission.replaceAll(':', '_')}.${part}`;

/**
 * docs/product.md §6: the Roles tab, the read-only matrix of the one permission table as the
 * server answers it — a column per role, a row per permission named and explained in the reader's
 * language, and in each cell "Allowed" or "Not allowed" in words.
 */
export function RolesScreen() {
  const { t } = useTranslation([USERS_NAMESPACE, CONSOLE_NAMESPACE]);
  const titleId = useId();
  const matrix = useQuery({
    queryKey: queryKeys.rolePermissions(),
    queryFn: () => getRolePermissions(apiClient),
  });
  // While loading (or after a failure) the columns are the roles the console knows.
  const columnRoles = matrix.data?.roles ?? roles;

  const columns = useMemo<TableColumn<PermissionRow>[]>(
    () => [
      {
        key: 'permission',
        header: t('roles.columnPermission'),
        rowHeader: true,
        cell: ({ permission }) => (
          <>
            <span className={styles.permissionName}>
              {t(permissionTextKey(permission, 'name'), { defaultValue: permission })}
            </span>
            <span className={styles.permissionDescription}>
              {t(permissionTextKey(permission, 'description'), { defaultValue: '' })}
            </span>
          </>
        ),
      },
      ...columnRoles.map((role): TableColumn<PermissionRow> => ({
        key: role,
        header: t(`roles.${role}`, { ns: CONSOLE_NAMESPACE }),
        align: 'center',
        cell: (row) =>
          row.roles.includes(role) ? (
            <span className={styles.allowed}>
              <Icon name="check" />
              {t('roles.allowed')}
            </span>
          ) : (
            <span className={styles.notAllowed}>{t('roles.notAllowed')}</span>
          ),
      })),
    ],
    [t, columnRoles],
  );

  return (
    <section className={layoutStyles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={layoutStyles.screenTitle}>
        {t('roles.title', { ns: CONSOLE_NAMESPACE })}
      </h1>
      <p className={layoutStyles.screenText}>{t('roles.intro')}</p>
      <Table
        caption={t('roles.caption')}
        columns={columns}
        rows={matrix.data?.permissions ?? []}
        getRowId={(row) => row.permission}
        loading={matrix.isPending}
        emptyText={
          matrix.isError ? (
            <EmptyState
              icon="warning"
              headingLevel={2}
              title={t('roles.loadFailed')}
              description={t('roles.loadFailedHint')}
              action={
                <Button variant="secondary" onClick={() => void matrix.refetch()}>
                  {t('roles.retry')}
                </Button>
              }
            />
          ) : undefined
        }
      />
    </section>
  );
}
