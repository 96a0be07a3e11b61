import type { Role } from './domain';

/**
 * The Overview tab on Home: the network's figures for system admins and clinic managers (their
 * clinics only), computed by the api in SQL. What a request may ask and what it answers.
 */

/** How the figures over time are grouped: by ISO week (from Monday) or by calendar month, in UTC. */
export const overviewIntervals = ['week', 'month'] as const;
export type OverviewInterval = (typeof overviewIntervals)[number];

/** The widest date range one request may ask for: 5 years (262 weeks at most). */
export const OVERVIEW_MAX_RANGE_DAYS = 5 * 366;

/** The withdrawal reasons named per program: the most frequent first. */
export const OVERVIEW_TOP_REASONS = 3;

/** `GET /api/v1/overview`'s query: days are `YYYY-MM-DD`, both included, in UTC. */
export interface OverviewParams {
  from: string;
  to: string;
  interval?: OverviewInterval;
  clinicId?: string;
  programId?: string;
}

/** A count in one period: `period` is the period's first day, `YYYY-MM-DD`. */
export interface OverviewEnrolments {
  period: string;
  programId: string;
  programName: string;
  enrolments: number;
}

export interface OverviewWithdrawalReason {
  reason: string;
  patients: number;
}

/** The current status of the enrolments made in the range, per program. */
export interface OverviewProgramStatus {
  programId: string;
  programName: string;
  enrolled: number;
  completed: number;
  withdrawn: number;
  /** At most OVERVIEW_TOP_REASONS, the most frequent first (ties by the reason's text). */
  topWithdrawalReasons: OverviewWithdrawalReason[];
}

export interface OverviewClinicPatients {
  clinicId: string;
  clinicName: string;
  patients: number;
}

export interface OverviewClinicStaff {
  clinicId: string;
  clinicName: string;
  role: Role;
  staff: number;
}

export interface OverviewPassRate {
  period: string;
  moduleId: string;
  moduleTitle: string;
  attempts: number;
  passed: number;
}

/** `GET /api/v1/overview`'s answer: every figure of the tab, for one set of filters. */
export interface Overview {
  from: string;
  to: string;
  interval: OverviewInterval;
  enrolments: OverviewEnrolments[];
  programStatuses: OverviewProgramStatus[];
  patientsByClinic: OverviewClinicPatients[];
  staffByClinic: OverviewClinicStaff[];
  passRates: OverviewPassRate[];
}
