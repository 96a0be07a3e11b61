import { enrolPatient, type EnrolmentOutcome } from '@org/api-client';
import type { PatientEnrolment, PatientRequest } from '@org/contracts';
import {
  clinicAssignmentSchema,
  patientSchema,
  type ClinicAssignmentValues,
  type PatientValues,
} from '@org/forms';
import {
  PhoneFormField,
  SearchPickerFormField,
  TextFormField,
  TextareaFormField,
} from '@org/forms/react';
import { Button, Inline, useToast } from '@org/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { activeClinics, activePrograms } from '../../app/data/recordPickers';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { withUserText } from '../../app/i18n/userText';
import * as styles from './home.css';
import { HOME_NAMESPACE } from './homeNamespace';
import { useEnrolmentClinicCountry } from './patientQueries';

const ns = HOME_NAMESPACE;
const apiMessageNamespaces = [HOME_NAMESPACE] as const;

/** docs/product.md §3 Patient form, and the clinic the patient is enrolled at (PatientRequest). */
const enrolmentSchema = patientSchema.concat(clinicAssignmentSchema.pick(['clinicId']));
type EnrolmentValues = PatientValues & Pick<ClinicAssignmentValues, 'clinicId'>;

const emptyPatient = {
  fullName: '',
  email: '',
  phoneNumber: null,
  address: '',
  programSelection: '',
  clinicId: '',
} as unknown as EnrolmentValues;

/** What enrolling sends: the form, and whether a possible duplicate was confirmed past. */
interface Enrolment {
  values: EnrolmentValues;
  confirmDuplicate: boolean;
}
const enrolment =
  (confirmDuplicate: boolean) =>
  (values: EnrolmentValues): Enrolment => ({ values, confirmDuplicate });

interface EnrolPatientDrawerProps {
  onClose: () => void;
  /** The patient is enrolled: open their record. */
  onEnrolled: (patient: PatientEnrolment) => void;
  /** The person chose the record already at the clinic over a new one. */
  onOpenExisting: (patient: PatientEnrolment) => void;
}

/**
 * docs/product.md §2.7 and §3: "Enrol patient" — the patient form (full name, e-mail, phone,
 * optional address, program) and the clinic, in the record drawer, checked with the same schema
 * as the api. A patient with the same name and phone already at that clinic is a possible
 * duplicate: the drawer says so and lets the person open that record or enrol a new one anyway.
 */
export function EnrolPatientDrawer({
  onClose,
  onEnrolled,
  onOpenExisting,
}: EnrolPatientDrawerProps) {
  const { t, i18n } = useTranslation(ns);
  const toast = useToast();
  const [duplicate, setDuplicate] = useState<PatientEnrolment | null>(null);

  const {
    form,
    save: enrol,
    submit,
    drawer,
  } = useRecordForm(enrolmentSchema, {
    defaultValues: emptyPatient,
    apiMessages: apiMessageNamespaces,
    variables: enrolment(false),
    mutationFn: ({ values, confirmDuplicate }: Enrolment) => {
      setDuplicate(null);
      return enrolPatient(apiClient, {
        ...(values as PatientRequest),
        ...(confirmDuplicate ? { confirmDuplicate } : {}),
      });
    },
    invalidates: [queryKeys.patients()],
    onSuccess: (outcome: EnrolmentOutcome) => {
      if (outcome.kind === 'possibleDuplicate') {
        setDuplicate(outcome.existing);
        return;
      }
      toast.success(withUserText(t, 'patients.enrolled', { name: outcome.patient.fullName }));
      onEnrolled(outcome.patient);
    },
    errorText: { key: 'patients.enrolFailed', ns },
  });

  // The phone number's country starts as the clinic's (the only one, before one is chosen).
  const phoneCountry = useEnrolmentClinicCountry(form.watch('clinicId'));

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={t('patients.enrolTitle')}
      description={t('patients.enrolDescription')}
      submitText={t('patients.enrol')}
      {...drawer}
    >
      {duplicate ? (
        <PossibleDuplicate
          existing={duplicate}
          locale={i18n.language}
          disabled={enrol.isPending}
          onOpenExisting={() => onOpenExisting(duplicate)}
          onEnrolAnyway={() => void submit(enrolment(true))()}
        />
      ) : null}
      <SearchPickerFormField
        control={form.control}
        name="clinicId"
        label={t('patients.fieldClinic')}
        placeholder={t('patients.chooseClinic')}
        search={activeClinics.search}
        describe={activeClinics.describe}
      />
      <SearchPickerFormField
        control={form.control}
        name="programSelection"
        label={t('patients.fieldProgram')}
        placeholder={t('patients.chooseProgram')}
        search={activePrograms.search}
        describe={activePrograms.describe}
      />
      <TextFormField
        control={form.control}
        name="fullName"
        label={t('patients.fieldFullName')}
        autoComplete="off"
      />
      <TextFormField
        control={form.control}
        name="email"
        type="email"
        label={t('patients.fieldEmail')}
        autoComplete="off"
      />
      <PhoneFormField
        control={form.control}
        name="phoneNumber"
        label={t('patients.fieldPhone')}
        defaultCountry={phoneCountry}
      />
      <TextareaFormField
        control={form.control}
        name="address"
        label={t('patients.fieldAddress')}
        autoComplete="off"
        rows={3}
      />
    </RecordDrawer>
  );
}

interface PossibleDuplicateProps {
  existing: PatientEnrolment;
  locale: string;
  disabled: boolean;
  onOpenExisting: () => void;
  onEnrolAnyway: () => void;
}

/**
 * The api's 409 POSSIBLE_DUPLICATE, said where the person is looking, with both ways on: the
 * record already there, or a new one. Focus moves to it, so a screen reader reads it at once.
 */
function PossibleDuplicate({
  existing,
  locale,
  disabled,
  onOpenExisting,
  onEnrolAnyway,
}: PossibleDuplicateProps) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [existing]);
  const enrolledOn = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(existing.enrolledAt),
  );

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} className={styles.notice}>
      <h3 id={titleId} className={styles.noticeTitle}>
        {t('patients.duplicateTitle')}
      </h3>
      <p className={styles.noticeText}>
        {t('A patient with this name and phone number is already at this clinic.')}
      </p>
      <p className={styles.noticeText}>
        {t('patients.duplicateExisting', {
          name: existing.fullName,
          program: existing.program.name,
          clinic: existing.clinic.name,
          date: enrolledOn,
        })}
      </p>
      <Inline space="small">
        <Button variant="secondary" onClick={onOpenExisting} disabled={disabled}>
          {t('patients.openExisting')}
        </Button>
        <Button variant="outline" onClick={onEnrolAnyway} loading={disabled}>
          {t('patients.enrolAnyway')}
        </Button>
      </Inline>
    </section>
  );
}
