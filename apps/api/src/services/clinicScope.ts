import { sql, type SQL } from 'drizzle-orm';
import { roleMay, type Role } from '@org/contracts';
import { userClinics } from '../db/schema';

/** Who is asking: their scope follows from it. */
export interface Viewer {
  id: string;
  role: Role;
}

/**
 * docs/product.md §6.1: whoever may manage clinics (system admins) sees every clinic; everyone
 * else only the clinics they belong to. Clinics (clinicService) and patients (patientScope) both
 * build their scope on this one rule.
 */
export const seesEveryClinic = (viewer: Viewer): boolean => roleMay(viewer.role, 'clinics:manage');

/**
 * The ids of the clinics the viewer belongs to, as an array: the planner then looks each up by
 * id instead of scanning a whole table to join them (docs/decisions.md "The clinics list counts
 * first").
 */
export const memberClinicIds = (viewer: Viewer): SQL =>
  sql`array(select ${userClinics.clinicId} from ${userClinics} where ${userClinics.userId} = ${viewer.id})`;
