import { array, mixed, object, type InferType } from 'yup';
import { MOH_DOCUMENT_FILE_FIELD, mohDocumentStatuses, supportedLocales } from '@org/contracts';
import { choiceField, multiLineText, requiredLine, trimmedString } from '../fields';
import { DOCUMENT_TITLE_MAX_LENGTH, LONG_TEXT_MAX_LENGTH } from '../limits';
import { validationMessages as m } from '../messages';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (no 2024-02-30). */
export const isCalendarDate = (value: string): boolean => {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900;
};

/**
 * Not after today wherever the person is: a day ahead of UTC is still today east of it (the
 * furthest time zone is UTC+14), so one day of slack.
 */
const notInTheFuture = (value: string): boolean =>
  value <= new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * docs/product.md §13.7 Ministry-of-health document: title, description (optional), the
 * document's language (one of the interface languages) and the day the ministry published it.
 * The PDF itself is checked by its bytes on the api (and by type and size in the console's drop
 * zone).
 */
export const mohDocumentSchema = object({
  title: requiredLine(DOCUMENT_TITLE_MAX_LENGTH, m.documentTitleMax, m.documentTitleRequired),
  description: multiLineText().max(LONG_TEXT_MAX_LENGTH, m.descriptionMax).default(''),
  language: choiceField(supportedLocales, m.languageRequired, m.languageInvalid),
  publishedAt: trimmedString()
    .required(m.publishedAtRequired)
    .test('calendar-date', m.publishedAtInvalid, (value) => !value || isCalendarDate(value))
    .test(
      'not-future',
      m.publishedAtFuture,
      (value) => !isCalendarDate(value) || notInTheFuture(value),
    ),
});
export type MohDocumentValues = InferType<typeof mohDocumentSchema>;

/**
 * The console's document form: the metadata and the PDF chosen in the drop zone (none when an edit
 * keeps the file). The api reads the metadata with `mohDocumentSchema` and the PDF from the
 * multipart body, where it checks the bytes and answers a refusal on `file`.
 */
export const mohDocumentFormSchema = mohDocumentSchema.shape({
  [MOH_DOCUMENT_FILE_FIELD]: array(mixed<File>().required()).max(1).default([]),
});
export type MohDocumentFormValues = InferType<typeof mohDocumentFormSchema>;

/** Withdraw a document (staff no longer see it) or publish it again. */
export const mohDocumentStatusSchema = object({
  status: choiceField(mohDocumentStatuses, m.statusInvalid, m.statusInvalid),
});
export type MohDocumentStatusValues = InferType<typeof mohDocumentStatusSchema>;
