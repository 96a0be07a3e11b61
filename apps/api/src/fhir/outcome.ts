import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { ErrorCode } from '@org/contracts';
import { consoleCodeSystems } from './codeSystems';

type IssueType = OperationOutcomeIssue['code'];

/**
 * Control characters a FHIR string may not hold (all below U+0020 but tab, CR and LF), written
 * out as `\u0000`: an outcome that echoes a client's parameter stays a valid resource.
 */
const writtenOutControls = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- finding them is the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g,
    (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

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
        text: writtenOutControls(text),
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
    case 410:
      return 'deleted';
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
