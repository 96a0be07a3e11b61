import { createClinic, updateClinic } from '@org/api-client';
import { clinicTypes, type Clinic, type ClinicRequest } from '@org/contracts';
import { clinicSchema, type ClinicValues } from '@org/forms';
import {
  PhoneFormField,
  SelectFormField,
  TextFormField,
  TextareaFormField,
} from '@org/forms/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePhoneCountry } from '../../app/data/ownProfile';
import { queryKeys } from '../../app/data/queryKeys';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { CLINICS_NAMESPACE } from './clinicsNamespace';
import { countryOptions } from './countryOptions';

/** What the drawer is for: a new clinic, or the one being edited. */
export type ClinicDrawerTarget = { clinic: null } | { clinic: Clinic };

const ns = CLINICS_NAMESPACE;

const emptyClinic: ClinicRequest = {
  name: '',
  type: '' as ClinicRequest['type'],
  address: '',
  phoneNumber: null,
  email: '',
  countryCode: '',
};

const valuesOf = ({ name, type, address, phoneNumber, email, countryCode }: ClinicRequest) => ({
  name,
  type,
  address,
  phoneNumber,
  email,
  countryCode,
});

interface ClinicDrawerProps {
  target: ClinicDrawerTarget;
  onClose: () => void;
}

/**
 * docs/product.md §3 (Clinic form) and §13.1: a clinic created or edited in the record drawer,
 * checked with `clinicSchema` here and again by the api; a name already used in the country
 * comes back under the name field.
 */
export function ClinicDrawer({ target, onClose }: ClinicDrawerProps) {
  const { t, i18n } = useTranslation(ns);
  const editing = target.clinic;
  const { form, drawer } = useRecordForm(clinicSchema, {
    defaultValues: valuesOf(editing ?? emptyClinic) as ClinicValues,
    mutationFn: (values: ClinicValues) => {
      const body = values as ClinicRequest;
      return editing ? updateClinic(apiClient, editing.id, body) : createClinic(apiClient, body);
    },
    invalidates: [queryKeys.clinics()],
    onSuccess: () => onClose(),
    successText: editing ? { key: 'clinics.updated', ns } : { key: 'clinics.created', ns },
    errorText: editing ? { key: 'clinics.updateFailed', ns } : { key: 'clinics.createFailed', ns },
  });

  const typeOptions = useMemo(
    () => clinicTypes.map((type) => ({ value: type, label: t(`clinics.type${type}`) })),
    [t],
  );
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  // The phone number's country: the clinic's own once chosen, else that of the admin's own clinic,
  // else none (the phone field asks for it).
  const phoneCountry = usePhoneCountry(useWatch({ control: form.control, name: 'countryCode' }));

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={editing ? t('clinics.editTitle', { name: editing.name }) : t('clinics.newTitle')}
      submitText={editing ? t('clinics.save') : t('clinics.create')}
      {...drawer}
    >
      <TextFormField
        control={form.control}
        name="name"
        label={t('clinics.fieldName')}
        autoComplete="organization"
      />
      <SelectFormField
        control={form.control}
        name="type"
        label={t('clinics.fieldType')}
        placeholder={t('clinics.chooseType')}
        options={typeOptions}
      />
      <SelectFormField
        control={form.control}
        name="countryCode"
        label={t('clinics.fieldCountry')}
        placeholder={t('clinics.chooseCountry')}
        options={countries}
      />
      <TextareaFormField
        control={form.control}
        name="address"
        label={t('clinics.fieldAddress')}
        autoComplete="street-address"
        rows={3}
      />
      <PhoneFormField
        control={form.control}
        name="phoneNumber"
        label={t('clinics.fieldPhone')}
        defaultCountry={phoneCountry}
      />
      <TextFormField
        control={form.control}
        name="email"
        type="email"
        label={t('clinics.fieldEmail')}
        autoComplete="email"
      />
    </RecordDrawer>
  );
}
