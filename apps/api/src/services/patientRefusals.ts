import {
  errorCodes,
  patientMessages,
  type PatientEnrolment,
  type PossibleDuplicateBody,
} from '@org/contracts';
import { HttpError } from '../http/HttpError';

/** What the patient and program writes refuse, in the words of `patientMessages`. */

export const NO_SUCH_PATIENT = 'No such patient.';
export const NO_SUCH_PROGRAM = 'No such program.';

/** A field's problem, as the 400 of a form names it. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** 400 VALIDATION_FAILED naming every field that is wrong (the first one's message on top). */
export const fieldsRefused = (problems: readonly FieldProblem[]) =>
  new HttpError(400, problems[0]!.message, errorCodes.validationFailed, [...problems]);

export const alreadyEnrolled = () =>
  new HttpError(409, patientMessages.alreadyEnrolled, errorCodes.alreadyEnrolled, [
    { path: 'email', message: patientMessages.alreadyEnrolled },
  ]);

export const transitionRefused = () =>
  new HttpError(409, patientMessages.transitionRefused, errorCodes.enrolmentTransition, [
    { path: 'status', message: patientMessages.transitionRefused },
  ]);

/**
 * 409 POSSIBLE_DUPLICATE: the body carries the record already at the clinic (PossibleDuplicateBody),
 * so that the console can open it instead, or enrol anyway with `confirmDuplicate: true`.
 */
export class PossibleDuplicate extends HttpError {
  constructor(readonly existing: PatientEnrolment) {
    super(409, patientMessages.possibleDuplicate, errorCodes.possibleDuplicate);
  }

  override toBody(): PossibleDuplicateBody {
    return {
      message: this.message,
      code: errorCodes.possibleDuplicate,
      existing: this.existing,
    };
  }
}
