import { getPatient, listClinics, listClinicStaff, listPrograms } from '@org/api-client';
import { LIST_MAX_PAGE_SIZE, type ClinicStaffMember, type PatientStaffRole } from '@org/contracts';
import type { SelectOption } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../app/data/queryKeys';
import { apiClient } from '../../app/session/apiClient';

/** How many programs and clinics the pickers list: one page of their list, its largest. */
export const CHOICES_LISTED = LIST_MAX_PAGE_SIZE;

export interface Choices {
  /** Every choice in the person's scope, `{ value: id, label: name }`, by name: the list's filter. */
  options: SelectOption[];
  /** Only the active ones: what a patient can be enrolled in or at. */
  activeOptions: SelectOption[];
  /** True when there are more than the pickers list. */
  more: boolean;
  isError: boolean;
}

function choicesOf(
  data: { items: { id: string; name: string; status: string }[]; total: number } | undefined,
  isError: boolean,
): Choices {
  const items = data?.items ?? [];
  const option = (item: { id: string; name: string }) => ({ value: item.id, label: item.name });
  return {
    options: items.map(option),
    activeOptions: items.filter((item) => item.status === 'ACTIVE').map(option),
    more: !!data && data.total > items.length,
    isError,
  };
}

/**
 * The programs Home offers: the first 100 by name. The api lists only active ones to everybody
 * but system admins, who also filter by an inactive one; enrolling takes an active one.
 */
export function useProgramChoices(): Choices {
  const query = useQuery({
    queryKey: queryKeys.programOptions(),
    queryFn: () => listPrograms(apiClient, { pageSize: CHOICES_LISTED, sort: 'name' }),
  });
  return useMemo(() => choicesOf(query.data, query.isError), [query.data, query.isError]);
}

/**
 * The clinics in the person's scope (their own, every clinic for a system admin): the first 100
 * by name, active or not, since an inactive clinic still has its patients to find. Enrolling
 * takes an active one.
 */
export function useClinicChoices(): Choices & { countryOf: (id: string) => string | undefined } {
  const query = useQuery({
    queryKey: queryKeys.clinicsInScopeOptions(),
    queryFn: () => listClinics(apiClient, { pageSize: CHOICES_LISTED, sort: 'name' }),
  });
  const { data, isError } = query;
  return useMemo(() => {
    const countries = new Map(data?.items.map((clinic) => [clinic.id, clinic.countryCode]));
    // The phone number's country starts as the clinic's.
    return { ...choicesOf(data, isError), countryOf: (id: string) => countries.get(id) };
  }, [data, isError]);
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
