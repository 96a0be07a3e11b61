import type { KnowledgeCheckSummary } from '@org/contracts';
import { Badge, RowActions, type RowAction, type TableColumn } from '@org/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { textLink } from '../../app/layouts/layouts.css';
import { NoValue } from '../../app/lists/NoValue';
import { takeKnowledgeCheckPath } from './knowledgeCheckPaths';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

export interface KnowledgeCheckRowActions {
  onEdit: (check: KnowledgeCheckSummary) => void;
  onChangeStatus: (check: KnowledgeCheckSummary) => void;
  onResults: (check: KnowledgeCheckSummary) => void;
}

/**
 * The checks table's columns; the sortable ones are the api's sort fields. Everyone gets the
 * module, the size of the check, their own best result and "Take the check" on a published one;
 * system admins also the status and a menu (Edit, Publish or Unpublish, Results).
 */
export function useKnowledgeCheckColumns(
  actions: KnowledgeCheckRowActions,
  manage: boolean,
): TableColumn<KnowledgeCheckSummary>[] {
  const { t, i18n } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  const locale = i18n.language;

  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const percent = (value: number) => t('checks.percent', { value: number.format(value) });
    const columns: TableColumn<KnowledgeCheckSummary>[] = [
      { key: 'title', header: t('checks.columnTitle'), rowHeader: true, sortable: true },
      { key: 'moduleTitle', header: t('checks.columnModule') },
      {
        key: 'questionCount',
        header: t('checks.columnQuestions'),
        align: 'end',
        cell: (check) => number.format(check.questionCount),
      },
      {
        key: 'passMark',
        header: t('checks.columnPassMark'),
        align: 'end',
        cell: (check) => percent(check.passMark),
      },
      {
        key: 'mine',
        header: t('checks.columnMine'),
        cell: ({ mine }) =>
          mine.attempts === 0 || mine.bestScore === null ? (
            <NoValue word={t('checks.notAttempted')} />
          ) : (
            <Badge tone={mine.passed ? 'success' : 'neutral'}>
              {t(mine.passed ? 'checks.minePassed' : 'checks.mineNotPassed', {
                score: percent(mine.bestScore),
              })}
            </Badge>
          ),
      },
    ];
    if (manage) {
      columns.push({
        key: 'status',
        header: t('checks.columnStatus'),
        sortable: true,
        cell: (check) => (
          <Badge tone={check.status === 'PUBLISHED' ? 'success' : 'neutral'}>
            {t(`checks.status${check.status}`)}
          </Badge>
        ),
      });
    }
    columns.push({
      key: 'take',
      header: t('checks.columnTake'),
      align: 'end',
      // Nobody attempts a draft, system admins included (docs/decisions.md).
      cell: (check) =>
        check.status === 'PUBLISHED' ? (
          <Link
            to={takeKnowledgeCheckPath(check.id)}
            className={textLink}
            aria-label={t('checks.takeNamed', { name: check.title })}
          >
            {t('checks.take')}
          </Link>
        ) : (
          <NoValue word={t('checks.draftNotTakeable')} />
        ),
    });
    if (manage) {
      const { onEdit, onChangeStatus, onResults } = actions;
      columns.push({
        key: 'actions',
        header: t('checks.columnActions'),
        align: 'end',
        cell: (check) => {
          const rowActions: RowAction[] = [
            { label: t('checks.edit'), onSelect: () => onEdit(check) },
            check.status === 'PUBLISHED'
              ? {
                  label: t('checks.deactivate'),
                  tone: 'danger',
                  onSelect: () => onChangeStatus(check),
                }
              : { label: t('checks.activate'), onSelect: () => onChangeStatus(check) },
            { label: t('checks.results'), onSelect: () => onResults(check) },
          ];
          return (
            <RowActions
              label={t('checks.rowActions', { name: check.title })}
              actions={rowActions}
            />
          );
        },
      });
    }
    return columns;
  }, [t, locale, actions, manage]);
}
