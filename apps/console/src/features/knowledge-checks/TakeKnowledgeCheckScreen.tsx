import { getKnowledgeCheck, submitKnowledgeCheckAttempt } from '@org/api-client';
import type {
  KnowledgeCheck,
  KnowledgeCheckAttemptRequest,
  KnowledgeCheckAttemptResult as AttemptResult,
} from '@org/contracts';
import { Button, Spinner } from '@org/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import * as layoutStyles from '../../app/layouts/layouts.css';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { paths } from '../../app/navigation/paths';
import { apiClient } from '../../app/session/apiClient';
import { sayingAttemptRefusals } from './attemptRefusals';
import { KnowledgeCheckAttemptResult } from './KnowledgeCheckAttemptResult';
import { KnowledgeCheckAttemptsLeft } from './KnowledgeCheckAttemptsLeft';
import { KnowledgeCheckQuestionChoice } from './KnowledgeCheckQuestionChoice';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

const ns = KNOWLEDGE_CHECKS_NAMESPACE;

/** An attempt's result with the check as it was answered (a refetch may bring new questions). */
interface Answered {
  result: AttemptResult;
  check: KnowledgeCheck;
}

/**
 * docs/product.md §3.4: a published check taken whole. Every question is answered before the
 * attempt is sent; the api scores it (staff never receive the answer key) and the result replaces
 * the questions, with "Try again" while an attempt is left. With none left within 24 hours, the
 * form says when the next one is possible instead of offering to submit.
 */
export function TakeKnowledgeCheckScreen() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(ns);
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [showUnanswered, setShowUnanswered] = useState(false);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const queryClient = useQueryClient();

  const check = useQuery({
    queryKey: queryKeys.knowledgeCheck(id),
    queryFn: () => getKnowledgeCheck(apiClient, id),
  });
  const attempt = useApiMutation({
    mutationFn: (body: KnowledgeCheckAttemptRequest) =>
      sayingAttemptRefusals(submitKnowledgeCheckAttempt(apiClient, id, body), {
        // Used up elsewhere (another tab): the form says when the next attempt is possible.
        onLimitReached: (nextAttemptAt) =>
          queryClient.setQueryData<KnowledgeCheck>(queryKeys.knowledgeCheck(id), (current) =>
            current ? { ...current, allowance: { attemptsLeft: 0, nextAttemptAt } } : current,
          ),
      }),
    // The list's "your best result" and the check's attempts left change with every attempt.
    invalidates: [queryKeys.knowledgeChecks()],
    onSuccess: (scored) => {
      if (check.data) setAnswered({ result: scored, check: check.data });
    },
  });

  const questions = check.data?.questions ?? [];
  const unanswered = questions.filter((question) => !answers[question.id]);
  const number = new Intl.NumberFormat(i18n.language);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt.isPending) return;
    if (unanswered.length > 0) {
      setShowUnanswered(true);
      // The first question left to answer, so the reader lands where the work is.
      form.current
        ?.querySelector<HTMLInputElement>(`[data-question="${unanswered[0]!.id}"] input`)
        ?.focus();
      return;
    }
    void attempt.mutate({
      answers: questions.map((question) => ({
        questionId: question.id,
        optionId: answers[question.id]!,
      })),
    });
  };

  const tryAgain = () => {
    setAnswers({});
    setShowUnanswered(false);
    setAnswered(null);
  };

  let body;
  if (check.isPending) {
    body = <Spinner />;
  } else if (check.isError) {
    body = (
      <LoadFailed
        headingLevel={2}
        title={t('takeCheck.loadFailed')}
        onRetry={() => void check.refetch()}
      />
    );
  } else if (answered) {
    body = (
      <KnowledgeCheckAttemptResult
        result={answered.result}
        questions={answered.check.questions}
        attemptLimit={answered.check.attemptLimit}
        onTryAgain={tryAgain}
      />
    );
  } else {
    body = (
      <form
        ref={form}
        className={styles.questions}
        noValidate
        onSubmit={submit}
        aria-labelledby={titleId}
      >
        <p className={styles.muted}>
          {t('takeCheck.summary', {
            questions: number.format(check.data.questions.length),
            passMark: t('checks.percent', { value: number.format(check.data.passMark) }),
          })}
        </p>
        {showUnanswered && unanswered.length > 0 ? (
          <p className={styles.error} role="alert">
            {t('takeCheck.unansweredSummary', {
              number: number.format(unanswered.length),
            })}
          </p>
        ) : null}
        {questions.map((question, index) => (
          <div key={question.id} data-question={question.id}>
            <KnowledgeCheckQuestionChoice
              question={question}
              number={index + 1}
              value={answers[question.id]}
              onChange={(optionId) =>
                setAnswers((current) => ({ ...current, [question.id]: optionId }))
              }
              error={
                showUnanswered && !answers[question.id] ? t('takeCheck.unanswered') : undefined
              }
            />
          </div>
        ))}
        {attempt.error ? (
          <p className={styles.error} role="alert">
            {attempt.error}
          </p>
        ) : null}
        <KnowledgeCheckAttemptsLeft
          allowance={check.data.allowance}
          attemptLimit={check.data.attemptLimit}
        />
        {check.data.allowance.attemptsLeft > 0 ? (
          <div>
            <Button type="submit" variant="primary" loading={attempt.isPending}>
              {t('takeCheck.submit')}
            </Button>
          </div>
        ) : null}
      </form>
    );
  }

  return (
    <section className={layoutStyles.screen} aria-labelledby={titleId}>
      <Link to={paths.knowledgeChecks} className={layoutStyles.textLink}>
        {t('takeCheck.backToChecks')}
      </Link>
      <h1 id={titleId} className={layoutStyles.screenTitle}>
        {check.data?.title ?? t('checks.title')}
      </h1>
      {check.data ? <p className={styles.muted}>{check.data.moduleTitle}</p> : null}
      {body}
    </section>
  );
}
