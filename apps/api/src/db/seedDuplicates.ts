import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { recordPairsOf } from '../services/duplicateMatching';
import { notMergedAway } from '../services/patientScope';
import type { Database } from './database';
import { clinics, patientDuplicates, patientHistory, patients } from './schema';

/** Where the demo's possible duplicates are: a clinic of the demo manager's. */
export const DEMO_DUPLICATES_CLINIC = 'Hospital Central de Lisboa';

/** The second record of a demo pair: the name without its accents, or its words the other way round. */
const spelling = (name: string, index: number): string => {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '');
  if (index === 0 && folded !== name) return folded;
  return name.split(' ').reverse().join(' ');
};

/**
 * Two possible duplicate pairs for the demo, so that the Possible duplicates screen is not empty:
 * two patients of DEMO_DUPLICATES_CLINIC enrolled again with their name spelt another way, the
 * same phone and another e-mail. Only into a database with demo patients and no pair yet.
 */
export async function seedDemoDuplicates(db: Database): Promise<void> {
  const [pairs] = await db.select({ total: count() }).from(patientDuplicates);
  if ((pairs?.total ?? 0) > 0) return;
  const [clinic] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.name, DEMO_DUPLICATES_CLINIC));
  if (!clinic) return;
  const originals = await db
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, clinic.id), eq(patients.status, 'ENROLLED'), notMergedAway()))
    .orderBy(asc(patients.enrolledAt), asc(patients.id))
    .limit(2);
  if (originals.length < 2) return;
  await db.transaction(async (tx) => {
    const copies = originals.map((original, index) => {
      const [local, domain] = original.email.split('@');
      return {
        id: randomUUID(),
        fullName: spelling(original.fullName, index),
        email: `${local}.${index + 2}@${domain}`,
        callingCode: original.callingCode,
        localPhoneNumber: original.localPhoneNumber,
        address: original.address,
        programId: original.programId,
        clinicId: original.clinicId,
        status: 'COMPLETED' as const,
        enrolledAt: new Date(original.enrolledAt.getTime() - 400 * 24 * 60 * 60 * 1000),
        statusChangedAt: new Date(original.enrolledAt.getTime() - 40 * 24 * 60 * 60 * 1000),
      };
    });
    await tx.insert(patients).values(copies);
    await tx.insert(patientHistory).values(
      copies.flatMap((copy) => [
        { patientId: copy.id, kind: 'ENROLLED' as const, at: copy.enrolledAt },
        {
          patientId: copy.id,
          kind: 'STATUS_CHANGED' as const,
          at: copy.statusChangedAt,
          status: 'COMPLETED' as const,
        },
      ]),
    );
    await recordPairsOf(
      tx,
      copies.map((copy) => copy.id),
    );
  });
}
