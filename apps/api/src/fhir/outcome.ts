import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { ErrorCode } from '@org/contracts';
import { consoleCodeSystems } from './codeSystems';

type IssueType = OperationOutcomeIssue['code'];

/** An OperationOutcome of one issue; our error code, if any, is its `details` coding. */
export const outcomeOf = (
  severity: OperationOutcomeIssue['severity'],
  code: IssueType,
  text: string,
  errorCode?: ErrorCode,
): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [
    {
      severity,
      code,
      details: {
        ...(errorCode
          ? { coding: [{ system: consoleCodeSystems.errorCode, code: errorCode }] }
          : {}),
        text,
      },
    },
  ],
});

/** The issue type an HTTP status stands for. */
export const issueTypeOf = (status: number): IssueType => {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 406:
    case 415:
      return 'not-supported';
    case 408:
      return 'timeout';
    case 413:
      return 'too-long';
    case 429:
      return 'throttled';
    default:
      return status >= 500 ? 'exception' : 'processing';
  }
};
