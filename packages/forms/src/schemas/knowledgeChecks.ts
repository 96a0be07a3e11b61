import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  ATTEMPT_LIMIT_MAX,
  ATTEMPT_LIMIT_MIN,
  DEFAULT_ATTEMPT_LIMIT,
  KNOWLEDGE_CHECK_MAX_QUESTIONS,
  KNOWLEDGE_CHECK_TITLE_MAX_LENGTH,
  OPTION_TEXT_MAX_LENGTH,
  PASS_MARK_MAX,
  PASS_MARK_MIN,
  QUESTION_MAX_OPTIONS,
  QUESTION_EXPLANATION_MAX_LENGTH,
  QUESTION_MIN_OPTIONS,
  QUESTION_TEXT_MAX_LENGTH,
  knowledgeStatuses,
} from '@org/contracts';
import { multiLineText, requiredLine, requiredText, trimmedString } from '../fields';
import { validationMessages as m } from '../messages';
import { trainingModuleSchema } from './platform';

/**
 * The training-module form as the api reads a request body: every field of
 * `trainingModuleSchema` but the feature image, which is uploaded on its own
 * (PUT /api/v1/training-modules/:id/feature-image) and required to publish.
 */
export const trainingModuleBodySchema = trainingModuleSchema.omit(['featureImage']);
export type TrainingModuleBodyValues = InferType<typeof trainingModuleBodySchema>;

/** `{status}` of a training module or a knowledge check: DRAFT or PUBLISHED ('Invalid status'). */
export const knowledgeStatusSchema = object({
  status: string().required(m.statusInvalid).oneOf(knowledgeStatuses, m.statusInvalid),
});
export type KnowledgeStatusValues = InferType<typeof knowledgeStatusSchema>;

const optionSchema = object({
  text: requiredLine(OPTION_TEXT_MAX_LENGTH, m.optionTextMax, m.optionTextRequired),
  correct: boolean().default(false),
});

const questionSchema = object({
  text: requiredText(QUESTION_TEXT_MAX_LENGTH, m.questionTextMax, m.questionTextRequired),
  options: array()
    .of(optionSchema)
    .required(m.optionsMin)
    .min(QUESTION_MIN_OPTIONS, m.optionsMin)
    .max(QUESTION_MAX_OPTIONS, m.optionsMax)
    // Checked once the question has its options, so a short list says only that.
    .test(
      'one-correct-option',
      m.correctOptionRequired,
      (options) =>
        !options ||
        options.length < QUESTION_MIN_OPTIONS ||
        options.filter((option) => option?.correct === true).length === 1,
    ),
  explanation: multiLineText().max(QUESTION_EXPLANATION_MAX_LENGTH, m.explanationMax).default(''),
});

/**
 * A knowledge check (docs/product.md §3.4): the module it belongs to, a title, a pass mark in
 * whole percent (1–100), how many attempts a person may make within 24 hours (1–20, 3 unless
 * said) and its questions, each with two or more options of which exactly one is correct, and an
 * optional explanation.
 */
export const knowledgeCheckSchema = object({
  moduleId: trimmedString().required(m.checkModuleRequired),
  title: requiredLine(KNOWLEDGE_CHECK_TITLE_MAX_LENGTH, m.checkTitleMax, m.checkTitleRequired),
  passMark: number()
    // An empty field is a missing pass mark, not a wrong one.
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(m.passMarkRange)
    .required(m.passMarkRequired)
    .integer(m.passMarkRange)
    .min(PASS_MARK_MIN, m.passMarkRange)
    .max(PASS_MARK_MAX, m.passMarkRange),
  // Left out, it is the default; an empty field is not a number.
  attemptLimit: number()
    .typeError(m.attemptLimitRange)
    .nonNullable(m.attemptLimitRange)
    .integer(m.attemptLimitRange)
    .min(ATTEMPT_LIMIT_MIN, m.attemptLimitRange)
    .max(ATTEMPT_LIMIT_MAX, m.attemptLimitRange)
    .default(DEFAULT_ATTEMPT_LIMIT),
  questions: array()
    .of(questionSchema)
    .required(m.questionsMin)
    .min(1, m.questionsMin)
    .max(KNOWLEDGE_CHECK_MAX_QUESTIONS, m.questionsMax),
});
export type KnowledgeCheckValues = InferType<typeof knowledgeCheckSchema>;

/**
 * A submitted attempt: an option for each question. Which questions and options are the
 * check's, and that each is answered once, the api checks against the check itself.
 */
export const knowledgeCheckAttemptSchema = object({
  answers: array()
    .of(
      object({
        questionId: trimmedString().required(m.answersRequired),
        optionId: trimmedString().required(m.answersRequired),
      }),
    )
    .required(m.answersRequired)
    .min(1, m.answersRequired),
});
export type KnowledgeCheckAttemptValues = InferType<typeof knowledgeCheckAttemptSchema>;
