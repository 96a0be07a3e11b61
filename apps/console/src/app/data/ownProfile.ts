import { getClinic, getOwnProfile, type OwnProfile } from '@org/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../session/apiClient';
import { queryKeys } from './queryKeys';

/** The signed-in person's own details and clinics (`GET /api/v1/users/me/profile`). */
export const ownProfileQuery = {
  queryKey: queryKeys.ownProfile(),
  queryFn: () => getOwnProfile(apiClient),
};

/** The country of the person's own clinic: their first active one, else their first. */
export const ownClinicCountry = (profile: OwnProfile | undefined): string | undefined =>
  (profile?.clinics.find((clinic) => clinic.status === 'ACTIVE') ?? profile?.clinics[0])
    ?.countryCode;

/**
 * The country a new record's phone number starts on when nothing closer says one: that of the
 * person's own clinic. Undefined for a system admin without a clinic, and while it loads.
 */
export function useOwnClinicCountry(): string | undefined {
  return ownClinicCountry(useQuery(ownProfileQuery).data);
}

/**
 * The country a phone number field starts on: the one the record itself says (its clinic's, or the
 * clinic's own country), else that of the person's own clinic.
 */
export function usePhoneCountry(recordCountry: string | undefined): string | undefined {
  const ownCountry = useOwnClinicCountry();
  return recordCountry || ownCountry;
}

/** The country of one clinic (`''`: none chosen yet, answers undefined). */
export function useClinicCountry(clinicId: string): string | undefined {
  const clinic = useQuery({
    queryKey: queryKeys.clinic(clinicId),
    queryFn: () => getClinic(apiClient, clinicId),
    enabled: clinicId !== '',
  });
  return clinicId === '' ? undefined : clinic.data?.countryCode;
}
