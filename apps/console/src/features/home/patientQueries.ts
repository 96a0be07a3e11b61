import {
  getPatient,
  listClinics,
  listPatients,
  listPrograms,
  listStaffUsers,
} from '@org/api-client';
import { LIST_MAX_PAGE_SIZE, PATIENT_DEFAULT_SORT, type PatientEnrolment } from '@org/contracts';
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
  /** The clinic's doctors, `{ value: id, label: full name }`, by name. */
  doctors: SelectOption[];
  nurses: SelectOption[];
  /**
   * `directory`: the clinic's active doctors and nurses from the staff list (system admins).
   * `patients`: those already looking after patients of the clinic, the only staff a clinic
   * manager can read today (the staff list is `users:manage`).
   */
  source: 'directory' | 'patients';
  isPending: boolean;
  isError: boolean;
}

type StaffRole = 'DOCTOR' | 'NURSE';

const byName = (options: SelectOption[]) =>
  options.sort((a, b) => String(a.label).localeCompare(String(b.label)));

const staffOptions = (page: { items: { id: string; fullName: string }[] } | undefined) =>
  (page?.items ?? []).map((person) => ({ value: person.id, label: person.fullName }));

/** The distinct doctors (or nurses) of these patients. */
function assignedStaff(patients: readonly PatientEnrolment[], role: StaffRole): SelectOption[] {
  const people = new Map<string, string>();
  for (const patient of patients) {
    const person = role === 'DOCTOR' ? patient.doctor : patient.nurse;
    if (person) people.set(person.id, person.name);
  }
  return byName([...people].map(([value, label]) => ({ value, label })));
}

/**
 * The doctors and nurses of one clinic whom its patients can be assigned (the first 100 of each).
 * Whoever may read the staff list gets the clinic's active doctors and nurses; anyone else (a
 * clinic manager) the doctors and nurses already assigned to the clinic's latest 100 patients,
 * since the api offers them no list of a clinic's staff. The api checks the choice either way.
 */
export function useClinicStaff(clinicId: string, readsStaffList: boolean): ClinicStaff {
  const ofRole = (role: StaffRole) => ({
    queryKey: queryKeys.clinicStaff(clinicId, role),
    queryFn: () =>
      listStaffUsers(apiClient, {
        clinicId,
        role,
        status: 'ACTIVE',
        pageSize: CHOICES_LISTED,
        sort: 'fullName',
      } as const),
    enabled: readsStaffList && clinicId !== '',
  });
  const doctors = useQuery(ofRole('DOCTOR'));
  const nurses = useQuery(ofRole('NURSE'));
  const patientParams = { clinicId, pageSize: CHOICES_LISTED, sort: PATIENT_DEFAULT_SORT } as const;
  const patients = useQuery({
    queryKey: queryKeys.patients(patientParams),
    queryFn: () => listPatients(apiClient, patientParams),
    enabled: !readsStaffList && clinicId !== '',
  });

  return useMemo(() => {
    if (!readsStaffList) {
      const items = patients.data?.items ?? [];
      return {
        doctors: assignedStaff(items, 'DOCTOR'),
        nurses: assignedStaff(items, 'NURSE'),
        source: 'patients',
        isPending: patients.isPending,
        isError: patients.isError,
      };
    }
    return {
      doctors: staffOptions(doctors.data),
      nurses: staffOptions(nurses.data),
      source: 'directory',
      isPending: doctors.isPending || nurses.isPending,
      isError: doctors.isError || nurses.isError,
    };
  }, [
    readsStaffList,
    patients.data,
    patients.isPending,
    patients.isError,
    doctors.data,
    nurses.data,
    doctors.isPending,
    nurses.isPending,
    doctors.isError,
    nurses.isError,
  ]);
}
