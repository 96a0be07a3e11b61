import {
  errorCodes,
  importMessages,
  patientMessages,
  trainingMessages,
  type ErrorCode,
} from '@org/contracts';
import { HttpError } from './HttpError';

/** PostgreSQL's SQLSTATE for a unique violation (PGlite reports the same). */
const UNIQUE_VIOLATION = '23505';

interface UniqueConflict {
  /** The request field whose value is taken. */
  path: string;
  code: ErrorCode;
  message: string;
}

/**
 * What a write that breaks a unique constraint tells the client, by constraint name (as in
 * drizzle/*.sql). A constraint not listed here answers 409 CONFLICT without naming a field.
 */
export const uniqueConflicts: Record<string, UniqueConflict> = {
  users_email_unique: {
    path: 'email',
    code: errorCodes.emailTaken,
    message: 'This e-mail is already used.',
  },
  clinics_name_country_unique: {
    path: 'name',
    code: errorCodes.clinicExists,
    message: importMessages.clinicExists,
  },
  programs_name_unique: {
    path: 'name',
    code: errorCodes.programExists,
    message: patientMessages.programNameTaken,
  },
  // Two enrolments of one person in one program that race past the service's own check.
  patients_enrolled_email_program_unique: {
    path: 'email',
    code: errorCodes.alreadyEnrolled,
    message: patientMessages.alreadyEnrolled,
  },
  // Two attempts of one person at one knowledge check submitted at once: one is kept.
  knowledge_check_attempts_number_unique: {
    path: 'answers',
    code: errorCodes.attemptConflict,
    message: trainingMessages.attemptConflict,
  },
};

const unknownConflict = () =>
  new HttpError(409, 'This conflicts with something that already exists.', errorCodes.conflict);

/**
 * The unique violation behind `error`, if any: the driver's error itself (node-postgres, PGlite)
 * or the one Drizzle wraps in `cause`.
 */
function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === UNIQUE_VIOLATION) {
      return { constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return null;
}

/** A unique violation as the 409 the client sees; null for any other error. */
export function conflictFromDatabase(error: unknown): HttpError | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  const { constraint } = violation;
  const known =
    constraint && Object.hasOwn(uniqueConflicts, constraint) ? uniqueConflicts[constraint] : null;
  if (!known) return unknownConflict();
  return new HttpError(409, known.message, known.code, [
    { path: known.path, message: known.message },
  ]);
}
