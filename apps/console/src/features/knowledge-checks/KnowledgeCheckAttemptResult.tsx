import type { KnowledgeCheckAttemptResult as AttemptResult } from '@org/contracts';
import { Badge, Button } from '@org/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

interface KnowledgeCheckAttemptResultProps {
  result: AttemptResult;
  onTryAgain: () => void;
}

/**
 * How an attempt went, as the api scored it: the score, passed or not against the pass mark of the
 * day, and how many answers were right. Never which option was: the check can be taken again.
 */
export function KnowledgeCheckAttemptResult({
  result,
  onTryAgain,
}: KnowledgeCheckAttemptResultProps) {
  const { t, i18n } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = (value: number) => t('checks.percent', { value: number.format(value) });

  // The questions are gone: the reader's place moves to what replaced them.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.result} aria-labelledby="knowledge-check-result">
      <h2 id="knowledge-check-result" ref={heading} tabIndex={-1}>
        {t('takeCheck.resultTitle')}
      </h2>
      <p className={styles.score}>{t('takeCheck.score', { score: percent(result.score) })}</p>
      <Badge tone={result.passed ? 'success' : 'neutral'}>
        {result.passed ? t('takeCheck.passed') : t('takeCheck.notPassed')}
      </Badge>
      <p className={styles.muted}>
        {t('takeCheck.passMark', { passMark: percent(result.passMark) })}
      </p>
      <p className={styles.muted}>
        {t('takeCheck.correctCount', {
          correct: number.format(result.correctCount),
          total: number.format(result.questionCount),
        })}
      </p>
      <Button variant="primary" onClick={onTryAgain}>
        {t('takeCheck.tryAgain')}
      </Button>
    </section>
  );
}
