import type { Role } from '@org/contracts';

/** The address's parameter naming the patient whose record is open: `/?patient=<id>`. */
export const PATIENT_RECORD_PARAM = 'patient';

/** docs/product.md §3.4: a patient is assigned a doctor and a nurse; only they have patients of their own. */
export const assignableRoles: readonly Role[] = ['DOCTOR', 'NURSE'];
