import { setEnrolmentStatus } from '@org/api-client';
import {
  enrolmentTransitions,
  type EnrolmentStatusRequest,
  type PatientRecord,
} from '@org/contracts';
import { REASON_MAX_LENGTH, enrolmentStatusSchema, type EnrolmentStatusValues } from '@org/forms';
import { SelectFormField, TextareaFormField } from '@org/forms/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { HOME_NAMESPACE } from './homeNamespace';

const ns = HOME_NAMESPACE;
const apiMessageNamespaces = [HOME_NAMESPACE] as const;

interface EnrolmentStatusDrawerProps {
  patient: PatientRecord;
  onClose: () => void;
}

/**
 * docs/product.md §4: an enrolment ends once, COMPLETED, or WITHDRAWN with a reason
 * (`enrolmentStatusSchema`, the api's own check). The drawer offers only the transitions the
 * contract allows from the current status.
 */
export function EnrolmentStatusDrawer({ patient, onClose }: EnrolmentStatusDrawerProps) {
  const { t } = useTranslation(ns);
  const { form, drawer } = useRecordForm(enrolmentStatusSchema, {
    defaultValues: { status: '', reason: '' } as unknown as EnrolmentStatusValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: (values: EnrolmentStatusValues) =>
      setEnrolmentStatus(apiClient, patient.id, values as EnrolmentStatusRequest),
    invalidates: [queryKeys.patients()],
    onSuccess: () => onClose(),
    successText: { key: 'patients.statusSaved', ns },
    errorText: { key: 'patients.statusFailed', ns },
  });

  const statusOptions = useMemo(
    () =>
      enrolmentTransitions[patient.status].map((status) => ({
        value: status,
        label: t(`patients.status${status}`),
      })),
    [patient.status, t],
  );
  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={t('patients.statusTitle', { name: patient.fullName })}
      description={t('patients.statusDescription')}
      submitText={t('patients.changeStatus')}
      {...drawer}
    >
      <SelectFormField
        control={form.control}
        name="status"
        label={t('patients.fieldNewStatus')}
        placeholder={t('patients.chooseStatus')}
        options={statusOptions}
      />
      <TextareaFormField
        control={form.control}
        name="reason"
        label={t('patients.fieldReason')}
        hint={t('patients.reasonHint')}
        maxLength={REASON_MAX_LENGTH}
      />
    </RecordDrawer>
  );
}
