import { setPatientAssignment } from '@org/api-client';
import type { NamedRef, PatientAssignmentRequest, PatientRecord } from '@org/contracts';
import { clinicAssignmentSchema, type ClinicAssignmentValues } from '@org/forms';
import { SearchPickerFormField, SelectFormField } from '@org/forms/react';
import type { SelectOption } from '@org/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { activeClinics } from '../../app/data/recordPickers';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { HOME_NAMESPACE } from './homeNamespace';
import { useClinicStaff } from './patientQueries';

const ns = HOME_NAMESPACE;
const apiMessageNamespaces = [HOME_NAMESPACE] as const;

/** The options, with `current` added when it is not among them (so the form shows who it is). */
function withCurrent(options: SelectOption[], current: NamedRef | null): SelectOption[] {
  if (!current || options.some((option) => option.value === current.id)) return options;
  return [...options, { value: current.id, label: current.name }];
}

interface PatientAssignmentDrawerProps {
  patient: PatientRecord;
  onClose: () => void;
}

/**
 * docs/product.md §3 Clinic assignment form: the patient's clinic and, optionally, a doctor and a
 * nurse among that clinic's active staff (the api checks both again). Choosing another clinic
 * clears the doctor and the nurse, who belong to the clinic.
 */
export function PatientAssignmentDrawer({ patient, onClose }: PatientAssignmentDrawerProps) {
  const { t } = useTranslation(ns);
  const { form, drawer } = useRecordForm(clinicAssignmentSchema, {
    defaultValues: {
      clinicId: patient.clinic.id,
      doctorId: patient.doctor?.id ?? '',
      nurseId: patient.nurse?.id ?? '',
    } as ClinicAssignmentValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: (values: ClinicAssignmentValues) =>
      setPatientAssignment(apiClient, patient.id, values as PatientAssignmentRequest),
    invalidates: [queryKeys.patients()],
    onSuccess: () => onClose(),
    successText: { key: 'patients.assignmentSaved', ns },
    errorText: { key: 'patients.assignmentFailed', ns },
  });
  const clinicId = form.watch('clinicId');
  const sameClinic = clinicId === patient.clinic.id;
  const staff = useClinicStaff(clinicId);
  // The patient's clinic is named without a search, active or not.
  const currentClinic = useMemo(
    () => [{ value: patient.clinic.id, label: patient.clinic.name }],
    [patient.clinic],
  );
  // Another clinic clears the doctor and the nurse: the old clinic's staff are not the new one's.
  const shownClinic = useRef(clinicId);
  useEffect(() => {
    if (shownClinic.current === clinicId) return;
    shownClinic.current = clinicId;
    form.setValue('doctorId', '', { shouldDirty: true });
    form.setValue('nurseId', '', { shouldDirty: true });
  }, [clinicId, form]);
  const doctorOptions = useMemo(
    () => (sameClinic ? withCurrent(staff.doctors, patient.doctor) : staff.doctors),
    [sameClinic, staff.doctors, patient.doctor],
  );
  const nurseOptions = useMemo(
    () => (sameClinic ? withCurrent(staff.nurses, patient.nurse) : staff.nurses),
    [sameClinic, staff.nurses, patient.nurse],
  );
  const staffHint = staff.isError ? t('patients.staffUnavailable') : undefined;

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={t('patients.assignmentTitle', { name: patient.fullName })}
      description={t('patients.assignmentDescription')}
      submitText={t('patients.save')}
      {...drawer}
    >
      <SearchPickerFormField
        control={form.control}
        name="clinicId"
        label={t('patients.fieldClinic')}
        placeholder={t('patients.chooseClinic')}
        search={activeClinics.search}
        describe={activeClinics.describe}
        knownOptions={currentClinic}
      />
      <SelectFormField
        control={form.control}
        name="doctorId"
        label={t('patients.fieldDoctor')}
        placeholder={t('patients.noDoctor')}
        options={doctorOptions}
        hint={staffHint}
      />
      <SelectFormField
        control={form.control}
        name="nurseId"
        label={t('patients.fieldNurse')}
        placeholder={t('patients.noNurse')}
        options={nurseOptions}
        hint={staffHint}
      />
    </RecordDrawer>
  );
}
