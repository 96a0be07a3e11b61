import type {
  KnowledgeCheckAttemptResult as AttemptResult,
  KnowledgeCheckQuestion,
} from '@org/contracts';
import { Badge, Button } from '@org/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withUserText } from '../../app/i18n/userText';
import { KnowledgeCheckAttemptsLeft } from './KnowledgeCheckAttemptsLeft';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

interface KnowledgeCheckAttemptResultProps {
  result: AttemptResult;
  /** The questions as they were answered. */
  questions: KnowledgeCheckQuestion[];
  attemptLimit: number;
  onTryAgain: () => void;
}

/**
 * How an attempt went, as the api scored it: the score, passed or not against the pass mark of the
 * day, and each question with the reader's answer and whether it was right. Which option was right
 * (and why) only when the api sends it: once the reader has passed or used every attempt allowed
 * within 24 hours (docs/decisions.md "Results teach without giving the key away").
 */
export function KnowledgeCheckAttemptResult({
  result,
  questions,
  attemptLimit,
  onTryAgain,
}: KnowledgeCheckAttemptResultProps) {
  const { t, i18n } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = (value: number) => t('checks.percent', { value: number.format(value) });
  const byId = new Map(questions.map((question) => [question.id, question]));

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
      <h3 id="knowledge-check-answers">{t('takeCheck.answersTitle')}</h3>
      {result.answerKeyShown ? null : <p className={styles.muted}>{t('takeCheck.keyHidden')}</p>}
      <ol className={styles.answers} aria-labelledby="knowledge-check-answers">
        {result.answers.map((answer, index) => {
          const question = byId.get(answer.questionId);
          const optionText = (optionId: string | undefined) =>
            question?.options.find((option) => option.id === optionId)?.text ?? '';
          return (
            <li key={answer.questionId} className={styles.question}>
              <p className={styles.questionText}>
                {withUserText(t, 'takeCheck.questionLabel', {
                  number: index + 1,
                  text: question?.text ?? '',
                })}
              </p>
              <p className={styles.answerLine}>
                {withUserText(t, 'takeCheck.yourAnswer', { answer: optionText(answer.optionId) })}{' '}
                <Badge tone={answer.correct ? 'success' : 'critical'}>
                  {answer.correct ? t('takeCheck.answerRight') : t('takeCheck.answerWrong')}
                </Badge>
              </p>
              {answer.correctOptionId && !answer.correct ? (
                <p className={styles.answerLine}>
                  {withUserText(t, 'takeCheck.rightAnswer', {
                    answer: optionText(answer.correctOptionId),
                  })}
                </p>
              ) : null}
              {answer.explanation ? (
                <p className={styles.answerLine}>
                  {withUserText(t, 'takeCheck.explanation', { text: answer.explanation })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <KnowledgeCheckAttemptsLeft allowance={result.allowance} attemptLimit={attemptLimit} />
      {result.allowance.attemptsLeft > 0 ? (
        <Button variant="primary" onClick={onTryAgain}>
          {t('takeCheck.tryAgain')}
        </Button>
      ) : null}
    </section>
  );
}
