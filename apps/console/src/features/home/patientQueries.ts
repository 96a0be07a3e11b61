import { getPatient, listClinics, listClinicStaff } from '@org/api-client';
import type { ClinicStaffMember, PatientStaffRole } from '@org/contracts';
import type { SelectOption } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../app/data/queryKeys';
import { useClinicCountry } from '../../app/data/ownProfile';
import { apiClient } from '../../app/session/apiClient';

/**
 * The country of the clinic a patient is enrolled at, for the phone number's country: the chosen
 * clinic's, or before one is chosen the person's only active clinic's.
 */
export function useEnrolmentClinicCountry(clinicId: string): string | undefined {
  const chosenCountry = useClinicCountry(clinicId);
  const few = useQuery({
    queryKey: queryKeys.fewActiveClinics(),
    queryFn: () => listClinics(apiClient, { status: 'ACTIVE', pageSize: 2, sort: 'name' }),
    enabled: clinicId === '',
  });
  if (clinicId !== '') return chosenCountry;
  return few.data?.total === 1 ? few.data.items[0]!.countryCode : undefined;
}

/** One patient's record and history (404 when it is not there or not in the person's scope). */
export function usePatientRecord(id: string) {
  return useQuery({
    queryKey: queryKeys.patient(id),
    queryFn: () => getPatient(apiClient, id),
    // A record outside the scope stays not found: asking again would not change the answer.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });
}

/** Whether a failed read was the api's 404: no such record, or outside the person's scope. */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export interface ClinicStaff {
  /** The clinic's active doctors, `{ value: id, label: full name }`, by name. */
  doctors: SelectOption[];
  nurses: SelectOption[];
  isPending: boolean;
  isError: boolean;
}

const staffOptions = (members: readonly ClinicStaffMember[] | undefined): SelectOption[] =>
  (members ?? []).map((member) => ({ value: member.id, label: member.fullName }));

/**
 * The doctors and nurses whom the clinic's patients can be assigned: every active doctor and
 * nurse of the clinic (`GET /api/v1/clinics/:id/staff`, for whoever enrols patients there). The
 * api checks the choice again.
 */
export function useClinicStaff(clinicId: string): ClinicStaff {
  const ofRole = (role: PatientStaffRole) => ({
    queryKey: queryKeys.clinicStaff(clinicId, role),
    queryFn: () => listClinicStaff(apiClient, clinicId, role),
    enabled: clinicId !== '',
  });
  const doctors = useQuery(ofRole('DOCTOR'));
  const nurses = useQuery(ofRole('NURSE'));

  return useMemo(
    () => ({
      doctors: staffOptions(doctors.data),
      nurses: staffOptions(nurses.data),
      isPending: doctors.isPending || nurses.isPending,
      isError: doctors.isError || nurses.isError,
    }),
    [
      doctors.data,
      nurses.data,
      doctors.isPending,
      nurses.isPending,
      doctors.isError,
      nurses.isError,
    ],
  );
}
