import type { Role } from '@org/api-client';
import type { Database } from './database';
import { users } from './schema';

/** PRODUCT.md: one active demo user per role. */
export const demoUsers: { email: string; fullName: string; role: Role }[] = [
  { email: 'admin@clinic.test', fullName: 'Ada Admin', role: 'SYSTEM_ADMIN' },
  { email: 'manager@clinic.test', fullName: 'Marta Manager', role: 'CLINIC_MANAGER' },
  { email: 'doctor@clinic.test', fullName: 'Dmitri Doctor', role: 'DOCTOR' },
  { email: 'nurse@clinic.test', fullName: 'Nadia Nurse', role: 'NURSE' },
];

/** Adds the demo users that are missing; never overwrites what is there. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.insert(users).values(demoUsers).onConflictDoNothing({ target: users.email });
}
