import { array, object, string, type InferType } from 'yup';
import {
  LESSON_CONTENT_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  LESSONS_PER_MODULE_MAX,
} from '@org/contracts';
import { requiredLine } from '../fields';
import { validationMessages as m } from '../messages';

/**
 * A lesson of a training module: a title and its content as HTML written in the lesson editor.
 * The api sanitises the HTML after this schema has passed; the length counts what was sent.
 */
export const lessonSchema = object({
  title: requiredLine(LESSON_TITLE_MAX_LENGTH, m.lessonTitleMax, m.lessonTitleRequired),
  content: string()
    .strict()
    .defined(m.lessonContentRequired)
    .max(LESSON_CONTENT_MAX_LENGTH, m.lessonContentMax)
    .test('has-text', m.lessonContentRequired, (value) => (value ?? '').trim() !== ''),
});
export type LessonValues = InferType<typeof lessonSchema>;

/** A new order of a module's lessons: each id once (the api checks they are all the module's). */
export const lessonOrderSchema = object({
  lessonIds: array(string().strict().required(m.lessonOrderInvalid))
    .required(m.lessonOrderInvalid)
    .min(1, m.lessonOrderInvalid)
    .max(LESSONS_PER_MODULE_MAX, m.lessonOrderInvalid),
});
export type LessonOrderValues = InferType<typeof lessonOrderSchema>;

/** The reader opened a lesson. */
export const lessonProgressSchema = object({
  lessonId: string().strict().required(m.lessonRequired),
});
export type LessonProgressValues = InferType<typeof lessonProgressSchema>;
