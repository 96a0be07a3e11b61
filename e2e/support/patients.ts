import { prepareThroughApi, readApi } from './api';

interface Named {
  id: string;
  name: string;
}

/** A Portuguese mobile number no other journey is likely to use. */
export const mobileNumber = () =>
  `91${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/**
 * Enrols a patient through the api as `token`'s person, in a demo program at a demo clinic (by
 * their names); answers the new record's id.
 */
export async function enrolThroughApi(
  token: string,
  fullName: string,
  {
    program = 'Diabetes Care',
    clinic = 'Clínica São José',
    phoneNumber = { callingCode: '351', localPhoneNumber: mobileNumber() },
    address = null,
  }: {
    program?: string;
    clinic?: string;
    phoneNumber?: { callingCode: string; localPhoneNumber: string };
    address?: string | null;
  } = {},
): Promise<string> {
  const [programRow] = (
    await readApi<{ items: Named[] }>(
      `/api/v1/programs?search=${encodeURIComponent(program)}`,
      token,
    )
  ).items;
  const [clinicRow] = (
    await readApi<{ items: Named[] }>(`/api/v1/clinics?search=${encodeURIComponent(clinic)}`, token)
  ).items;
  const { id } = await prepareThroughApi<{ id: string }>('POST', '/api/v1/patients', {
    token,
    body: {
      fullName,
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.test`,
      phoneNumber,
      address,
      programSelection: programRow!.id,
      clinicId: clinicRow!.id,
    },
  });
  return id;
}
