import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Clinic } from '@org/contracts';
import { expect, inject, it } from 'vitest';
import { demoClinics } from '../../src/db/seed';
import { withDemoPeople } from './demoPeople';

type IsolationFile = 'first' | 'second';

const seeded = demoClinics.find((clinic) => clinic.name === 'Clínica São José')!;

/** Where the two files of test/isolation/ tell each other how far they are (a folder of this run). */
const marker = (file: IsolationFile, step: 'started' | 'written') =>
  path.join(inject('runDir'), `same-clinic-${file}.${step}`);

/**
 * The test of one of the two files in test/isolation/: the same seeded clinic renamed by both
 * files at once, each expected to start from the seeded name and to read back only its own. Once
 * it has written, a file waits until the other has written too (when the other runs in this run),
 * so were the two files on one database, one of them would start from the other's name or read
 * the other's back, in whatever order they ran. The config starts these two files first, one per
 * worker, so that they do run side by side.
 */
export function renameTheSeededClinicIn(file: IsolationFile) {
  const other: IsolationFile = file === 'first' ? 'second' : 'first';
  // On loading, before its api starts: the other file looks for it only after it has written.
  writeFileSync(marker(file, 'started'), '');
  const signedIn = withDemoPeople();

  it(`starts from the seeded clinic and reads back its own name while the other file renames it too (${file} file)`, async () => {
    const byName = await signedIn.call(
      'admin',
      'GET',
      `/api/v1/clinics?search=${encodeURIComponent(seeded.name)}`,
    );
    const [clinic] = byName.body!.items as Clinic[];
    expect(clinic).toMatchObject({ name: seeded.name, address: seeded.address });

    const ownName = `${seeded.name} (renamed by the ${file} file)`;
    const renamed = await signedIn.call('admin', 'PUT', `/api/v1/clinics/${clinic!.id}`, {
      name: ownName,
      type: seeded.type,
      address: seeded.address,
      phoneNumber: { callingCode: `+${seeded.phone![0]}`, localPhoneNumber: seeded.phone![1] },
      email: seeded.email,
      countryCode: seeded.countryCode,
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: clinic!.id, name: ownName } });
    writeFileSync(marker(file, 'written'), '');
    if (existsSync(marker(other, 'started'))) {
      await expect
        .poll(() => existsSync(marker(other, 'written')), {
          message: `the ${other} file, which started, renames the clinic too`,
          timeout: 20_000,
          interval: 20,
        })
        .toBe(true);
    }

    const readBack = await signedIn.call('admin', 'GET', `/api/v1/clinics/${clinic!.id}`);
    expect(readBack).toMatchObject({ status: 200, body: { name: ownName } });
  });
}
