import { object, string, type InferType } from 'yup';
import { enrolmentStatuses } from '@org/contracts';
import { multiLineText, requiredLine } from '../fields';
import { LONG_TEXT_MAX_LENGTH, PROGRAM_NAME_MAX_LENGTH, REASON_MAX_LENGTH } from '../limits';
import { validationMessages as m } from '../messages';

/** docs/product.md §3 Program: a name (unique, checked by the api) and a description. */
export const programSchema = object({
  name: requiredLine(PROGRAM_NAME_MAX_LENGTH, m.programNameMax, m.programNameRequired),
  description: multiLineText().max(LONG_TEXT_MAX_LENGTH, m.descriptionMax).default(''),
});
export type ProgramValues = InferType<typeof programSchema>;

const endStatuses = enrolmentStatuses.filter((status) => status !== 'ENROLLED');

/**
 * The end of an enrolment: COMPLETED, or WITHDRAWN with a reason. A reason given on completion is
 * kept; an empty one is null.
 */
export const enrolmentStatusSchema = object({
  status: string().required(m.enrolmentStatusInvalid).oneOf(endStatuses, m.enrolmentStatusInvalid),
  reason: multiLineText()
    .max(REASON_MAX_LENGTH, m.reasonMax)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .when('status', {
      is: 'WITHDRAWN',
      then: (schema) => schema.required(m.withdrawalReasonRequired),
    }),
});
export type EnrolmentStatusValues = InferType<typeof enrolmentStatusSchema>;
