import { dismissDuplicatePair, getDuplicatePair, mergeDuplicatePair } from '@org/api-client';
import { type DuplicatePairDetail, type MergeField, type PatientEnrolment } from '@org/contracts';
import { Button, Spinner, useToast } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { useApiMutation } from '../../app/data/useApiMutation';
import { withUserText } from '../../app/i18n/userText';
import * as layoutStyles from '../../app/layouts/layouts.css';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { paths } from '../../app/navigation/paths';
import { apiClient } from '../../app/session/apiClient';
import { sayingDuplicateRefusals } from './duplicateRefusals';
import * as styles from './duplicates.css';
import { DUPLICATES_NAMESPACE } from './duplicatesNamespace';
import {
  differingFields,
  fieldValue,
  initialChoices,
  mergeRequest,
  type MergeChoices,
} from './mergeChoices';

const ns = DUPLICATES_NAMESPACE;

const isNotFound = (error: unknown) =>
  error !== null && typeof error === 'object' && (error as { status?: unknown }).status === 404;

interface ChoiceProps {
  legend: string;
  name: string;
  pair: DuplicatePairDetail;
  value: string;
  onChange: (id: string) => void;
  /** What each record offers. */
  describe: (record: PatientEnrolment) => string | null;
}

/** One choice between the two records: a fieldset of two native radios, side by side. */
function Choice({ legend, name, pair, value, onChange, describe }: ChoiceProps) {
  const { t } = useTranslation(ns);
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{legend}</legend>
      {(
        [
          [pair.first, t('merge.recordA')],
          [pair.second, t('merge.recordB')],
        ] as const
      ).map(([record, label]) => {
        const text = describe(record);
        return (
          <label key={record.id} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={record.id}
              checked={value === record.id}
              onChange={() => onChange(record.id)}
            />
            <span className={styles.optionText}>
              <span className={styles.muted}>{label}</span>
              {text === null ? (
                <span className={styles.muted}>{t('merge.noValue')}</span>
              ) : (
                <bdi dir="auto">{text}</bdi>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function MergeForm({ pair }: { pair: DuplicatePairDetail }) {
  const { t, i18n } = useTranslation(ns);
  const navigate = useNavigate();
  const toast = useToast();
  const [choices, setChoices] = useState<MergeChoices>(() => initialChoices(pair));
  const differing = differingFields(pair);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const back = () => void navigate(paths.duplicates);

  const merge = useApiMutation({
    mutationFn: () =>
      sayingDuplicateRefusals(mergeDuplicatePair(apiClient, pair.id, mergeRequest(pair, choices))),
    invalidates: [queryKeys.duplicatePairs(), queryKeys.patients()],
    successText: { key: 'merge.merged', ns },
    toast,
    onSuccess: back,
  });
  const dismiss = useApiMutation({
    mutationFn: () => sayingDuplicateRefusals(dismissDuplicatePair(apiClient, pair.id)),
    invalidates: [queryKeys.duplicatePairs()],
    successText: { key: 'merge.dismissed', ns },
    toast,
    onSuccess: back,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void merge.mutate();
  };
  const setField = (field: MergeField) => (id: string) =>
    setChoices((current) => ({ ...current, fields: { ...current.fields, [field]: id } }));
  const error = merge.error ?? dismiss.error;

  return (
    <form className={styles.choices} noValidate onSubmit={submit}>
      <p className={layoutStyles.screenText}>{t('merge.intro')}</p>
      <Choice
        legend={t('merge.keep')}
        name="survivor"
        pair={pair}
        value={choices.survivorId}
        onChange={(survivorId) => setChoices((current) => ({ ...current, survivorId }))}
        describe={(record) =>
          `${record.fullName} · ${record.clinic.name} · ${record.program.name} · ${t(
            'merge.enrolment',
          )} ${date.format(new Date(record.enrolledAt))}`
        }
      />
      {differing.map((field) => (
        <Choice
          key={field}
          legend={t(`merge.field${field}`)}
          name={field}
          pair={pair}
          value={choices.fields[field]}
          onChange={setField(field)}
          describe={(record) => fieldValue(record, field)}
        />
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={merge.isPending}>
          {t('merge.merge')}
        </Button>
        <Button
          variant="secondary"
          loading={dismiss.isPending}
          disabled={merge.isPending}
          onClick={() => void dismiss.mutate()}
        >
          {t('merge.notDuplicate')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A possible duplicate pair side by side: which record remains, and for each field whose values
 * differ, which value it keeps; then Merge records, or Not a duplicate. Keyboard: every choice is
 * a native radio group. On a phone the two records stack.
 */
export function MergeScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(ns);
  const titleId = useId();
  const pair = useQuery({
    queryKey: queryKeys.duplicatePair(id),
    queryFn: () => getDuplicatePair(apiClient, id),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

  let body;
  if (pair.isPending) body = <Spinner />;
  else if (pair.isError) {
    body = isNotFound(pair.error) ? (
      <p className={layoutStyles.screenText}>{t('merge.notFound')}</p>
    ) : (
      <LoadFailed
        headingLevel={2}
        title={t('merge.loadFailed')}
        onRetry={() => void pair.refetch()}
      />
    );
  } else if (pair.data.status !== 'OPEN') {
    body = (
      <p className={layoutStyles.screenText}>
        {t('merge.decided', { status: t(`duplicates.status${pair.data.status}`) })}
      </p>
    );
  } else {
    body = (
      <MergeForm key={`${pair.data.firstVersion}${pair.data.secondVersion}`} pair={pair.data} />
    );
  }

  return (
    <section className={layoutStyles.screen} aria-labelledby={titleId}>
      <Link to={paths.duplicates} className={layoutStyles.textLink}>
        {t('merge.back')}
      </Link>
      <h1 id={titleId} className={layoutStyles.screenTitle}>
        {pair.data
          ? withUserText(t, 'duplicates.reviewPair', {
              first: pair.data.first.fullName,
              second: pair.data.second.fullName,
            })
          : t('merge.title')}
      </h1>
      {body}
    </section>
  );
}
