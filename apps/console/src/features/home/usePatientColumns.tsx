import type { EnrolmentStatus, NamedRef, PatientEnrolment } from '@org/contracts';
import { Badge, type BadgeTone, type TableColumn } from '@org/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { NoValue } from '../../app/lists/NoValue';
import * as styles from './home.css';
import { HOME_NAMESPACE } from './homeNamespace';

/** How each enrolment status reads at a glance; the words carry the meaning. */
export const enrolmentStatusTone: Record<EnrolmentStatus, BadgeTone> = {
  ENROLLED: 'success',
  COMPLETED: 'info',
  WITHDRAWN: 'neutral',
};

/** The patient's status as a badge, in the reader's language. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  return <Badge tone={enrolmentStatusTone[status]}>{t(`patients.status${status}`)}</Badge>;
}

/**
 * The patients table's columns; the sortable ones are the api's sort fields. A patient's name
 * links to their record (`recordLink`), an address of its own that can be copied or opened anew.
 */
export function usePatientColumns(
  recordLink: (patient: PatientEnrolment) => To,
): TableColumn<PatientEnrolment>[] {
  const { t, i18n } = useTranslation(HOME_NAMESPACE);
  const locale = i18n.language;

  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const when = (iso: string) => <time dateTime={iso}>{date.format(new Date(iso))}</time>;
    const person = (ref: NamedRef | null) =>
      ref ? ref.name : <NoValue word={t('patients.notAssigned')} />;

    return [
      {
        key: 'fullName',
        header: t('patients.columnName'),
        rowHeader: true,
        sortable: true,
        cell: (patient) => (
          <Link to={recordLink(patient)} className={styles.recordLink}>
            <bdi>{patient.fullName}</bdi>
          </Link>
        ),
      },
      { key: 'program', header: t('patients.columnProgram'), cell: (p) => p.program.name },
      { key: 'clinic', header: t('patients.columnClinic'), cell: (p) => p.clinic.name },
      { key: 'doctor', header: t('patients.columnDoctor'), cell: (p) => person(p.doctor) },
      { key: 'nurse', header: t('patients.columnNurse'), cell: (p) => person(p.nurse) },
      {
        key: 'status',
        header: t('patients.columnStatus'),
        sortable: true,
        cell: (patient) => <EnrolmentStatusBadge status={patient.status} />,
      },
      {
        key: 'enrolledAt',
        header: t('patients.columnEnrolledAt'),
        sortable: true,
        cell: (patient) => when(patient.enrolledAt),
      },
      {
        key: 'statusChangedAt',
        header: t('patients.columnStatusChangedAt'),
        sortable: true,
        cell: (patient) => when(patient.statusChangedAt),
      },
    ];
  }, [t, locale, recordLink]);
}
