import { object, string, type InferType } from 'yup';
import { mergeFields, type MergeField } from '@org/contracts';
import { trimmedString } from '../fields';
import { validationMessages as m } from '../messages';

/** Which record a merge keeps, or gives a field's value: one of the pair's ids (the api checks which). */
const recordChoice = (required: string) => trimmedString().lowercase().required(required);

/**
 * POST /api/v1/patient-duplicates/:id/merge: the record that remains, for each field the record
 * whose value it keeps, and the versions of both records as the reviewer saw them.
 */
export const patientMergeSchema = object({
  survivorId: recordChoice(m.mergeSurvivorRequired),
  fields: object(
    Object.fromEntries(
      mergeFields.map((field) => [field, recordChoice(m.mergeChoiceRequired)]),
    ) as Record<MergeField, ReturnType<typeof recordChoice>>,
  ).required(m.mergeChoiceRequired),
  firstVersion: string().required(m.mergeChoiceRequired),
  secondVersion: string().required(m.mergeChoiceRequired),
});
export type PatientMergeValues = InferType<typeof patientMergeSchema>;
