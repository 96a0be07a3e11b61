import { updatePatientContact } from '@org/api-client';
import type { PatientContactRequest, PatientRecord } from '@org/contracts';
import { shortContactSchema, type ShortContactValues } from '@org/forms';
import { PhoneFormField, TextFormField } from '@org/forms/react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { HOME_NAMESPACE } from './homeNamespace';

const ns = HOME_NAMESPACE;
const apiMessageNamespaces = [HOME_NAMESPACE] as const;

interface PatientContactDrawerProps {
  patient: PatientRecord;
  onClose: () => void;
}

/**
 * docs/product.md §3 Short contact form: the patient's full name and phone, changed by a manager
 * or by the doctor or nurse assigned to them (the api decides; docs/product.md §6).
 */
export function PatientContactDrawer({ patient, onClose }: PatientContactDrawerProps) {
  const { t } = useTranslation(ns);
  const { form, drawer } = useRecordForm(shortContactSchema, {
    defaultValues: {
      fullName: patient.fullName,
      phoneNumber: patient.phoneNumber,
    } as ShortContactValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: (values: ShortContactValues) =>
      updatePatientContact(apiClient, patient.id, values as PatientContactRequest),
    invalidates: [queryKeys.patients()],
    onSuccess: () => onClose(),
    successText: { key: 'patients.contactSaved', ns },
    errorText: { key: 'patients.contactFailed', ns },
  });

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={t('patients.contactTitle', { name: patient.fullName })}
      submitText={t('patients.save')}
      {...drawer}
    >
      <TextFormField
        control={form.control}
        name="fullName"
        label={t('patients.fieldFullName')}
        autoComplete="off"
      />
      <PhoneFormField control={form.control} name="phoneNumber" label={t('patients.fieldPhone')} />
    </RecordDrawer>
  );
}
