import type { Program } from '@org/contracts';
import { Badge, RowActions, type RowAction, type TableColumn } from '@org/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as listStyles from '../../app/lists/listScreen.css';
import { NoValue } from '../../app/lists/NoValue';
import { PROGRAMS_NAMESPACE } from './programsNamespace';

export interface ProgramRowActions {
  onEdit: (program: Program) => void;
  onChangeStatus: (program: Program) => void;
}

/**
 * The programs table's columns; the sortable ones are the api's sort fields. Each row ends in its
 * menu: Edit, and Deactivate or Activate.
 */
export function useProgramColumns(actions: ProgramRowActions): TableColumn<Program>[] {
  const { t, i18n } = useTranslation(PROGRAMS_NAMESPACE);
  const locale = i18n.language;

  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const count = new Intl.NumberFormat(locale);
    return [
      { key: 'name', header: t('programs.columnName'), rowHeader: true, sortable: true },
      {
        key: 'description',
        header: t('programs.columnDescription'),
        cell: (program) =>
          program.description ? (
            <span className={listStyles.longText}>
              <bdi>{program.description}</bdi>
            </span>
          ) : (
            <NoValue word={t('programs.noDescription')} />
          ),
      },
      {
        key: 'enrolments',
        header: t('programs.columnEnrolments'),
        align: 'end',
        cell: (program) => count.format(program.enrolments),
      },
      {
        key: 'status',
        header: t('programs.columnStatus'),
        sortable: true,
        cell: (program) => (
          <Badge tone={program.status === 'ACTIVE' ? 'success' : 'neutral'}>
            {t(`programs.status${program.status}`)}
          </Badge>
        ),
      },
      {
        key: 'createdAt',
        header: t('programs.columnCreatedAt'),
        sortable: true,
        cell: (program) => (
          <time dateTime={program.createdAt}>{date.format(new Date(program.createdAt))}</time>
        ),
      },
      {
        key: 'actions',
        header: t('programs.columnActions'),
        align: 'end',
        cell: (program) => {
          const rowActions: RowAction[] = [
            { label: t('programs.edit'), onSelect: () => actions.onEdit(program) },
            program.status === 'ACTIVE'
              ? {
                  label: t('programs.deactivate'),
                  tone: 'danger',
                  onSelect: () => actions.onChangeStatus(program),
                }
              : { label: t('programs.activate'), onSelect: () => actions.onChangeStatus(program) },
          ];
          return (
            <RowActions
              label={t('programs.rowActions', { name: program.name })}
              actions={rowActions}
            />
          );
        },
      },
    ];
  }, [t, locale, actions]);
}
