import type { Role } from '@org/contracts';
import { hashAppSecret } from '../services/ssoService';
import type { Database } from './database';
import { ssoApps, users } from './schema';

/** PRODUCT.md: one active demo user per role. */
export const demoUsers: { email: string; fullName: string; role: Role }[] = [
  { email: 'admin@clinic.test', fullName: 'Ada Admin', role: 'SYSTEM_ADMIN' },
  { email: 'manager@clinic.test', fullName: 'Marta Manager', role: 'CLINIC_MANAGER' },
  { email: 'doctor@clinic.test', fullName: 'Dmitri Doctor', role: 'DOCTOR' },
  { email: 'nurse@clinic.test', fullName: 'Nadia Nurse', role: 'NURSE' },
];

/** A sibling app registered for single sign-on (development only: its secret is public). */
export const demoSsoApp = {
  appName: 'companion',
  displayName: 'Clinic Companion',
  allowedOrigins: ['http://localhost:5180'],
  secret: 'companion-dev-secret',
};

/** Adds the demo data that is missing; never overwrites what is there. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.insert(users).values(demoUsers).onConflictDoNothing({ target: users.email });
  const { secret, ...app } = demoSsoApp;
  await db
    .insert(ssoApps)
    .values({ ...app, secretHash: hashAppSecret(secret) })
    .onConflictDoNothing({ target: ssoApps.appName });
}
