import {
  can,
  enrolmentTransitions,
  type CurrentUser,
  type PatientHistoryEntry,
  type PatientRecord,
} from '@org/contracts';
import { formatPhoneNumber } from '@org/forms';
import { Button, Drawer, EmptyState, Spinner } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withUserText } from '../../app/i18n/userText';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { NoValue } from '../../app/lists/NoValue';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { EnrolmentStatusDrawer } from './EnrolmentStatusDrawer';
import * as styles from './home.css';
import { HOME_NAMESPACE } from './homeNamespace';
import { PatientAssignmentDrawer } from './PatientAssignmentDrawer';
import { PatientContactDrawer } from './PatientContactDrawer';
import { isNotFound, usePatientRecord } from './patientQueries';
import { EnrolmentStatusBadge } from './usePatientColumns';

const ns = HOME_NAMESPACE;

type Change = 'contact' | 'assignment' | 'status';

/** What the signed-in person may change on this record (docs/product.md §6.1; the api decides). */
export function changesAllowed(user: CurrentUser | null, patient: PatientRecord) {
  const manages = can(user, 'patients:enrol');
  const assignedToThem =
    !!user && (patient.doctor?.id === user.id || patient.nurse?.id === user.id);
  return {
    contact: manages || (assignedToThem && can(user, 'patients:edit-contact')),
    assignment: manages,
    status: manages && enrolmentTransitions[patient.status].length > 0,
  };
}

interface PatientRecordDrawerProps {
  patientId: string;
  onClose: () => void;
}

/**
 * docs/product.md §2.7: a patient's record — contact, enrolment, doctor and nurse, history — in a
 * drawer with an address of its own (`/?patient=<id>`). Each change opens its form in a record
 * drawer on top, which asks before discarding. A patient outside the person's clinics is not
 * found, like one that does not exist (docs/product.md §13.3).
 */
export function PatientRecordDrawer({ patientId, onClose }: PatientRecordDrawerProps) {
  const { t } = useTranslation(ns);
  const user = useAtomValue(currentUserAtom);
  const record = usePatientRecord(patientId);
  const [change, setChange] = useState<Change | null>(null);
  const patient = record.data;
  const notFound = record.isError && isNotFound(record.error);

  let title: ReactNode;
  let body: ReactNode;
  if (patient) {
    title = <bdi>{patient.fullName}</bdi>;
    body = (
      <PatientDetails
        patient={patient}
        allowed={changesAllowed(user, patient)}
        onChange={setChange}
      />
    );
  } else if (notFound) {
    title = t('patients.notFoundTitle');
    body = (
      <EmptyState
        icon="search"
        headingLevel={3}
        title={t('patients.notFoundTitle')}
        description={t('patients.notFoundMessage')}
        action={
          <Button variant="secondary" onClick={onClose}>
            {t('patients.backToList')}
          </Button>
        }
      />
    );
  } else if (record.isError) {
    title = t('patients.recordTitle');
    body = (
      <LoadFailed
        headingLevel={3}
        title={t('patients.loadFailed')}
        onRetry={() => void record.refetch()}
      />
    );
  } else {
    title = t('patients.recordTitle');
    body = <Spinner label={t('patients.loading')} />;
  }

  return (
    <>
      <Drawer
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={title}
        description={
          patient
            ? withUserText(t, 'patients.recordDescription', {
                program: patient.program.name,
                clinic: patient.clinic.name,
              })
            : undefined
        }
      >
        {body}
      </Drawer>
      {patient && change === 'contact' ? (
        <PatientContactDrawer patient={patient} onClose={() => setChange(null)} />
      ) : null}
      {patient && change === 'assignment' ? (
        <PatientAssignmentDrawer patient={patient} onClose={() => setChange(null)} />
      ) : null}
      {patient && change === 'status' ? (
        <EnrolmentStatusDrawer patient={patient} onClose={() => setChange(null)} />
      ) : null}
    </>
  );
}

interface PatientDetailsProps {
  patient: PatientRecord;
  allowed: Record<Change, boolean>;
  onChange: (change: Change) => void;
}

function PatientDetails({ patient, allowed, onChange }: PatientDetailsProps) {
  const { t, i18n } = useTranslation(ns);
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
  const phone = formatPhoneNumber(patient.phoneNumber);

  return (
    <div className={styles.record}>
      <Section
        title={t('patients.sectionContact')}
        action={
          allowed.contact ? (
            <Button variant="outline" size="sm" onClick={() => onChange('contact')}>
              {t('patients.editContact')}
            </Button>
          ) : null
        }
      >
        <Details
          rows={[
            [t('patients.fieldFullName'), patient.fullName],
            [t('patients.fieldEmail'), <bdi>{patient.email}</bdi>],
            [
              t('patients.fieldPhone'),
              phone ? <bdi dir="ltr">{phone}</bdi> : <NoValue word={t('patients.notGiven')} />,
            ],
            [
              t('patients.fieldAddress'),
              patient.address ?? <NoValue word={t('patients.notGiven')} />,
            ],
          ]}
        />
      </Section>
      <Section
        title={t('patients.sectionEnrolment')}
        action={
          allowed.status ? (
            <Button variant="outline" size="sm" onClick={() => onChange('status')}>
              {t('patients.changeStatus')}
            </Button>
          ) : null
        }
      >
        <Details
          rows={[
            [t('patients.fieldProgram'), patient.program.name],
            [t('patients.fieldClinic'), patient.clinic.name],
            [t('patients.columnStatus'), <EnrolmentStatusBadge status={patient.status} />],
            [t('patients.enrolledAt'), when(patient.enrolledAt)],
            ...(patient.status === 'ENROLLED'
              ? []
              : [[t('patients.statusChangedAt'), when(patient.statusChangedAt)] as const]),
            ...(patient.statusReason
              ? [[t('patients.fieldReason'), patient.statusReason] as const]
              : []),
          ]}
        />
      </Section>
      <Section
        title={t('patients.sectionAssignment')}
        action={
          allowed.assignment ? (
            <Button variant="outline" size="sm" onClick={() => onChange('assignment')}>
              {t('patients.changeAssignment')}
            </Button>
          ) : null
        }
      >
        <Details
          rows={[
            [
              t('patients.fieldDoctor'),
              patient.doctor?.name ?? <NoValue word={t('patients.notAssigned')} />,
            ],
            [
              t('patients.fieldNurse'),
              patient.nurse?.name ?? <NoValue word={t('patients.notAssigned')} />,
            ],
          ]}
        />
      </Section>
      <Section title={t('patients.sectionHistory')}>
        <PatientHistory entries={patient.history} when={when} />
      </Section>
    </div>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Terms and their values; a value given as text (a name, an address) keeps its own direction. */
function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** docs/product.md §2.7: what happened to the record, newest first, who did it and when. */
function PatientHistory({
  entries,
  when,
}: {
  entries: readonly PatientHistoryEntry[];
  when: (iso: string) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  if (entries.length === 0) return <p className={styles.muted}>{t('patients.historyEmpty')}</p>;
  return (
    <ol className={styles.history}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.historyEntry}>
          <span>
            {entry.kind === 'STATUS_CHANGED' && entry.status
              ? t('patients.historySTATUS_CHANGED', {
                  status: t(`patients.status${entry.status}`),
                })
              : t(`patients.history${entry.kind}`)}
          </span>
          <span className={styles.historyMeta}>
            {when(entry.at)}
            {' · '}
            {entry.by
              ? withUserText(t, 'patients.historyBy', { name: entry.by.name })
              : t('patients.historyByFormer')}
          </span>
          {entry.reason ? (
            <span className={styles.historyMeta}>
              {withUserText(t, 'patients.historyReason', { reason: entry.reason })}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
