import type { KnowledgeCheckAttempt } from '@org/contracts';
import { Badge, type TableColumn } from '@org/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

/** The attempts table's columns; the sortable ones are the api's sort fields. */
export function useKnowledgeCheckAttemptColumns(): TableColumn<KnowledgeCheckAttempt>[] {
  const { t, i18n } = useTranslation([KNOWLEDGE_CHECKS_NAMESPACE, CONSOLE_NAMESPACE]);
  const locale = i18n.language;

  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const percent = (value: number) => t('checks.percent', { value: number.format(value) });
    return [
      {
        key: 'fullName',
        header: t('checkResults.columnName'),
        rowHeader: true,
        sortable: true,
        cell: (attempt) => attempt.user.fullName,
      },
      {
        key: 'email',
        header: t('checkResults.columnEmail'),
        cell: (attempt) => attempt.user.email,
      },
      {
        key: 'role',
        header: t('checkResults.columnRole'),
        cell: (attempt) => t(`roles.${attempt.user.role}`, { ns: CONSOLE_NAMESPACE }),
      },
      {
        key: 'number',
        header: t('checkResults.columnAttempt'),
        align: 'end',
        cell: (attempt) => number.format(attempt.number),
      },
      {
        key: 'submittedAt',
        header: t('checkResults.columnSubmittedAt'),
        sortable: true,
        cell: (attempt) => (
          <time dateTime={attempt.submittedAt}>{when.format(new Date(attempt.submittedAt))}</time>
        ),
      },
      {
        key: 'score',
        header: t('checkResults.columnScore'),
        align: 'end',
        sortable: true,
        cell: (attempt) => percent(attempt.score),
      },
      {
        key: 'passed',
        header: t('checkResults.columnPassed'),
        cell: (attempt) => (
          <Badge tone={attempt.passed ? 'success' : 'neutral'}>
            {attempt.passed
              ? t('checkResults.passed')
              : t('checkResults.notPassed', { passMark: percent(attempt.passMark) })}
          </Badge>
        ),
      },
    ];
  }, [t, locale]);
}
