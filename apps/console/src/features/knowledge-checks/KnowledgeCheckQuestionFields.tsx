import {
  QUESTION_EXPLANATION_MAX_LENGTH,
  QUESTION_MAX_OPTIONS,
  QUESTION_MIN_OPTIONS,
  QUESTION_TEXT_MAX_LENGTH,
} from '@org/contracts';
import type { KnowledgeCheckValues } from '@org/forms';
import { TextareaFormField, TextFormField, useValidationText } from '@org/forms/react';
import { Button, Inline, VisuallyHidden } from '@org/ui';
import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

interface KnowledgeCheckQuestionFieldsProps {
  form: UseFormReturn<KnowledgeCheckValues>;
  index: number;
  /** Given while the check has more than one question. */
  onRemove?: () => void;
}

/** What react-hook-form keeps for an array that failed as a whole (its own or under `root`). */
type ArrayError = { message?: string; root?: { message?: string } } | undefined;

/**
 * One question of the check form: its text, its options (two to eight), which one is correct and
 * an optional explanation, shown with the right answers.
 * "Correct" is a radio per option, so at most one is; the schema refuses a question with none.
 */
export function KnowledgeCheckQuestionFields({
  form,
  index,
  onRemove,
}: KnowledgeCheckQuestionFieldsProps) {
  const { t } = useTranslation(KNOWLEDGE_CHECKS_NAMESPACE);
  const translate = useValidationText();
  const errorId = useId();
  const correctGroup = useId();
  const number = index + 1;
  const options = useFieldArray({ control: form.control, name: `questions.${index}.options` });
  const values = useWatch({ control: form.control, name: `questions.${index}.options` });
  const optionsError = form.formState.errors.questions?.[index]?.options as ArrayError;
  const optionsMessage = translate(optionsError?.message ?? optionsError?.root?.message);

  const markCorrect = (chosen: number) => {
    options.fields.forEach((_, option) =>
      form.setValue(`questions.${index}.options.${option}.correct`, option === chosen, {
        shouldDirty: true,
      }),
    );
    if (form.formState.isSubmitted) void form.trigger(`questions.${index}.options`);
  };

  return (
    <fieldset className={styles.question} aria-describedby={optionsMessage ? errorId : undefined}>
      <legend className={styles.questionText}>{t('checkForm.questionNumber', { number })}</legend>
      <TextareaFormField
        control={form.control}
        name={`questions.${index}.text`}
        label={t('checkForm.fieldQuestion')}
        maxLength={QUESTION_TEXT_MAX_LENGTH}
        rows={2}
      />
      {options.fields.map((field, option) => (
        <div key={field.id} className={styles.optionRow}>
          <div className={styles.optionText}>
            <TextFormField
              control={form.control}
              name={`questions.${index}.options.${option}.text`}
              label={t('checkForm.fieldOption', { number: option + 1 })}
              autoComplete="off"
            />
          </div>
          <label className={styles.correctChoice}>
            <input
              type="radio"
              className={styles.radio}
              name={correctGroup}
              checked={values?.[option]?.correct === true}
              onChange={() => markCorrect(option)}
            />
            {t('checkForm.correct')}{' '}
            <VisuallyHidden>
              {t('checkForm.correctOfOption', { question: number, option: option + 1 })}
            </VisuallyHidden>
          </label>
          {options.fields.length > QUESTION_MIN_OPTIONS ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => options.remove(option)}
              aria-label={t('checkForm.removeOptionNamed', {
                question: number,
                option: option + 1,
              })}
            >
              {t('checkForm.removeOption')}
            </Button>
          ) : null}
        </div>
      ))}
      {optionsMessage ? (
        <p id={errorId} className={styles.error}>
          {optionsMessage}
        </p>
      ) : null}
      <TextareaFormField
        control={form.control}
        name={`questions.${index}.explanation`}
        label={t('checkForm.fieldExplanation')}
        hint={t('checkForm.explanationHint')}
        maxLength={QUESTION_EXPLANATION_MAX_LENGTH}
        rows={2}
      />
      <Inline space="small">
        {options.fields.length < QUESTION_MAX_OPTIONS ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => options.append({ text: '', correct: false })}
            aria-label={t('checkForm.addOptionNamed', { number })}
          >
            {t('checkForm.addOption')}
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onRemove}
            aria-label={t('checkForm.removeQuestionNamed', { number })}
          >
            {t('checkForm.removeQuestion')}
          </Button>
        ) : null}
      </Inline>
    </fieldset>
  );
}
