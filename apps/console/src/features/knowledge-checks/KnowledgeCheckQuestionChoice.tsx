import type { KnowledgeCheckQuestion } from '@org/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

interface KnowledgeCheckQuestionChoiceProps {
  question: KnowledgeCheckQuestion;
  number: number;
  /** The chosen option's id, if any. */
  value: string | undefined;
  onChange: (optionId: string) => void;
  /** Shown under the options and announced with the group. */
  error?: string;
}

/** One question being answered: a group of native radios, one per option, named by the question. */
export function KnowledgeCheckQuestionChoice({
  question,
  number,
  value,
  onChange,
  error,
}: KnowledgeCheckQuestionChoiceProps) {
  const { t } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  const group = useId();
  const errorId = `${group}-error`;
  return (
    <fieldset
      className={styles.question}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.questionText}>
        {t('takeCheck.questionLabel', { number, text: question.text })}
      </legend>
      {question.options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={group}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.text}
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
