import { createKnowledgeCheck, updateKnowledgeCheck } from '@org/api-client';
import {
  ATTEMPT_LIMIT_MAX,
  ATTEMPT_LIMIT_MIN,
  DEFAULT_ATTEMPT_LIMIT,
  KNOWLEDGE_CHECK_MAX_QUESTIONS,
  PASS_MARK_MAX,
  PASS_MARK_MIN,
  type KnowledgeCheck,
  type KnowledgeCheckRequest,
} from '@org/contracts';
import { knowledgeCheckSchema, type KnowledgeCheckValues } from '@org/forms';
import { SearchPickerFormField, TextFormField, useValidationText } from '@org/forms/react';
import { Button } from '@org/ui';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { trainingModules } from '../../app/data/recordPickers';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { KnowledgeCheckQuestionFields } from './KnowledgeCheckQuestionFields';
import * as styles from './knowledgeChecks.css';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

const ns = KNOWLEDGE_CHECKS_NAMESPACE;
const apiMessageNamespaces = [KNOWLEDGE_CHECKS_NAMESPACE] as const;

const emptyQuestion = () => ({
  text: '',
  options: [
    { text: '', correct: false },
    { text: '', correct: false },
  ],
  explanation: '',
});

interface KnowledgeCheckFormDrawerProps {
  /** The check being edited, with its answer key; null for a new one. */
  check: KnowledgeCheck | null;
  onClose: () => void;
}

/**
 * docs/product.md §3.4: a check's module, title, pass mark, attempts allowed within 24 hours and
 * questions (each with an optional explanation), checked with
 * `knowledgeCheckSchema` here and again by the api. Saving gives every question new ids, so an
 * attempt begun before the save is refused and taken again (docs/decisions.md).
 */
export function KnowledgeCheckFormDrawer({ check, onClose }: KnowledgeCheckFormDrawerProps) {
  const { t } = useTranslation(ns);
  const translate = useValidationText();

  const { form, drawer } = useRecordForm(knowledgeCheckSchema, {
    defaultValues: {
      moduleId: check?.moduleId ?? '',
      title: check?.title ?? '',
      passMark: check?.passMark ?? '',
      attemptLimit: check?.attemptLimit ?? DEFAULT_ATTEMPT_LIMIT,
      questions: check
        ? check.questions.map((question) => ({
            text: question.text,
            options: question.options.map((option) => ({
              text: option.text,
              correct: option.correct === true,
            })),
            explanation: question.explanation ?? '',
          }))
        : [emptyQuestion()],
    } as unknown as KnowledgeCheckValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: (values: KnowledgeCheckValues) => {
      const body = values as KnowledgeCheckRequest;
      return check
        ? updateKnowledgeCheck(apiClient, check.id, body)
        : createKnowledgeCheck(apiClient, body);
    },
    invalidates: [queryKeys.knowledgeChecks()],
    onSuccess: () => onClose(),
    successText: check ? { key: 'checkForm.updated', ns } : { key: 'checkForm.created', ns },
    errorText: check
      ? { key: 'checkForm.updateFailed', ns }
      : { key: 'checkForm.createFailed', ns },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const questionsError = form.formState.errors.questions as
    { message?: string; root?: { message?: string } } | undefined;
  const questionsMessage = translate(questionsError?.message ?? questionsError?.root?.message);

  // The check's own module is named without a search.
  const ownModule = useMemo(
    () => (check ? [{ value: check.moduleId, label: check.moduleTitle }] : []),
    [check],
  );

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={check ? t('checkForm.editTitle', { name: check.title }) : t('checkForm.newTitle')}
      submitText={check ? t('checkForm.save') : t('checkForm.create')}
      {...drawer}
    >
      <SearchPickerFormField
        control={form.control}
        name="moduleId"
        label={t('checkForm.fieldModule')}
        placeholder={t('checkForm.chooseModule')}
        search={trainingModules.search}
        describe={trainingModules.describe}
        knownOptions={ownModule}
      />
      <TextFormField
        control={form.control}
        name="title"
        label={t('checkForm.fieldTitle')}
        autoComplete="off"
      />
      <TextFormField
        control={form.control}
        name="passMark"
        type="number"
        inputMode="numeric"
        min={PASS_MARK_MIN}
        max={PASS_MARK_MAX}
        step={1}
        label={t('checkForm.fieldPassMark')}
        hint={t('checkForm.passMarkHint')}
      />
      <TextFormField
        control={form.control}
        name="attemptLimit"
        type="number"
        inputMode="numeric"
        min={ATTEMPT_LIMIT_MIN}
        max={ATTEMPT_LIMIT_MAX}
        step={1}
        label={t('checkForm.fieldAttemptLimit')}
        hint={t('checkForm.attemptLimitHint')}
        required
      />
      <div className={styles.questions}>
        {questions.fields.map((field, index) => (
          <KnowledgeCheckQuestionFields
            key={field.id}
            form={form}
            index={index}
            onRemove={questions.fields.length > 1 ? () => questions.remove(index) : undefined}
          />
        ))}
      </div>
      {questionsMessage ? <p className={styles.error}>{questionsMessage}</p> : null}
      {questions.fields.length < KNOWLEDGE_CHECK_MAX_QUESTIONS ? (
        <div>
          <Button variant="secondary" onClick={() => questions.append(emptyQuestion())}>
            {t('checkForm.addQuestion')}
          </Button>
        </div>
      ) : null}
    </RecordDrawer>
  );
}
