import type { KnowledgeCheckAllowance } from '@org/contracts';
import { useTranslation } from 'react-i18next';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

interface KnowledgeCheckAttemptsLeftProps {
  allowance: KnowledgeCheckAllowance;
  attemptLimit: number;
}

/**
 * How many attempts the reader has left within 24 hours or, with none left, when the next one is
 * possible, in the reader's language (docs/decisions.md "Attempts per 24 hours").
 */
export function KnowledgeCheckAttemptsLeft({
  allowance,
  attemptLimit,
}: KnowledgeCheckAttemptsLeftProps) {
  const { t, i18n } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  if (allowance.nextAttemptAt === null) {
    const number = new Intl.NumberFormat(i18n.language);
    return (
      <p className={styles.muted}>
        {t('takeCheck.attemptsLeft', {
          left: number.format(allowance.attemptsLeft),
          limit: number.format(attemptLimit),
        })}
      </p>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(allowance.nextAttemptAt));
  return (
    <p className={styles.notice} role="status">
      {t('takeCheck.noAttemptsLeft', { date })}
    </p>
  );
}
