import {
  mergeFields,
  type DuplicatePairDetail,
  type MergeField,
  type MergeRequest,
  type PatientEnrolment,
} from '@org/contracts';
import { formatPhoneNumber } from '@org/forms';

/** Which record's value each field keeps, and which record remains. */
export interface MergeChoices {
  survivorId: string;
  fields: Record<MergeField, string>;
}

/** What a field of a record shows in the side-by-side view (null: no value). */
export const fieldValue = (record: PatientEnrolment, field: MergeField): string | null => {
  switch (field) {
    case 'fullName':
      return record.fullName;
    case 'email':
      return record.email;
    case 'phoneNumber':
      return formatPhoneNumber(record.phoneNumber);
    case 'address':
      return record.address;
    case 'doctor':
      return record.doctor?.name ?? null;
    case 'nurse':
      return record.nurse?.name ?? null;
  }
};

/**
 * The choices a merge starts from: the record still enrolled remains (else the newer one), and
 * each field keeps its value, or the other record's when it has one and the kept record none.
 */
export function initialChoices(pair: DuplicatePairDetail): MergeChoices {
  const { first, second } = pair;
  const firstFirst =
    first.status === second.status
      ? first.enrolledAt >= second.enrolledAt
      : first.status === 'ENROLLED' || second.status !== 'ENROLLED';
  const kept = firstFirst ? first : second;
  const other = kept === first ? second : first;
  const fields = Object.fromEntries(
    mergeFields.map((field) => [
      field,
      fieldValue(kept, field) === null && fieldValue(other, field) !== null ? other.id : kept.id,
    ]),
  ) as Record<MergeField, string>;
  return { survivorId: kept.id, fields };
}

/** The fields whose two values differ: the only ones worth a choice. */
export const differingFields = (pair: DuplicatePairDetail): MergeField[] =>
  mergeFields.filter((field) => fieldValue(pair.first, field) !== fieldValue(pair.second, field));

/** The merge's body: the choices and the versions of both records as they were read. */
export const mergeRequest = (pair: DuplicatePairDetail, choices: MergeChoices): MergeRequest => ({
  survivorId: choices.survivorId,
  fields: choices.fields,
  firstVersion: pair.firstVersion,
  secondVersion: pair.secondVersion,
});
