import { getOverview } from '@org/api-client';
import { overviewIntervals, type OverviewInterval } from '@org/contracts';
import { DatePicker, Select, Spinner } from '@org/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../../app/data/queryKeys';
import { clinicsInScope, programsInScope } from '../../app/data/recordPickers';
import { ListPickerFilter } from '../../app/lists/ListPickerFilter';
import { ListScreen } from '../../app/lists/ListScreen';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { apiClient } from '../../app/session/apiClient';
import * as styles from './overview.css';
import { readOverviewFilters, utcDay, withOverviewFilter } from './overviewFilters';
import { OverviewFigures } from './OverviewFigures';
import { OVERVIEW_NAMESPACE } from './overviewNamespace';

const FORMS_NAMESPACE = 'forms';

/** A `YYYY-MM-DD` day as the date picker holds it: that day, at midnight where the reader is. */
const pickerDate = (day: string): Date | null => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date);
};
/** The day the reader picked, as written in the address. */
const pickedDay = (date: Date): string =>
  utcDay(new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())));

/** The reader's number, day and period formats (a period by its first day, in UTC). */
function overviewFormats(language: string, interval: OverviewInterval) {
  const number = new Intl.NumberFormat(language);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const period = new Intl.DateTimeFormat(
    language,
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  return {
    formatNumber: (value: number) => number.format(value),
    formatPeriod: (value: Date) => period.format(value),
    formatDay: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
  };
}

/**
 * Home's Overview tab (system admins and clinic managers): how the network, or the manager's
 * clinics, are doing over a date range, by week or month, for one clinic or program or all. The
 * filters live in the address; every number comes from the api (`GET /api/v1/overview`).
 */
export function OverviewScreen() {
  const { t, i18n } = useTranslation([OVERVIEW_NAMESPACE, FORMS_NAMESPACE]);
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => new Date(), []);
  const { params, errors } = readOverviewFilters(searchParams, today);
  const valid = !errors.from && !errors.to;
  const overview = useQuery({
    queryKey: queryKeys.overview(params),
    queryFn: () => getOverview(apiClient, params),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const set = (key: Parameters<typeof withOverviewFilter>[1], value: string | undefined) =>
    setSearchParams((current) => withOverviewFilter(current, key, value, today));

  const formats = overviewFormats(i18n.language, params.interval);
  const fieldError = (message: string | undefined) =>
    message ? t(message, { ns: FORMS_NAMESPACE }) : undefined;

  return (
    <ListScreen
      title={t('overview.title')}
      toolbar={
        <div className={styles.filters}>
          <div className={styles.filter}>
            <DatePicker
              label={t('overview.from')}
              value={pickerDate(params.from)}
              onChange={(date) => set('from', date ? pickedDay(date) : undefined)}
              error={fieldError(errors.from)}
            />
          </div>
          <div className={styles.filter}>
            <DatePicker
              label={t('overview.to')}
              value={pickerDate(params.to)}
              onChange={(date) => set('to', date ? pickedDay(date) : undefined)}
              error={fieldError(errors.to)}
            />
          </div>
          <div className={styles.filter}>
            <Select
              label={t('overview.interval')}
              value={params.interval}
              options={overviewIntervals.map((interval) => ({
                value: interval,
                label: t(`overview.by.${interval}`),
              }))}
              onChange={(event) => set('interval', event.target.value)}
            />
          </div>
          <ListPickerFilter
            label={t('overview.clinic')}
            anyText={t('overview.anyClinic')}
            source={clinicsInScope}
            value={params.clinicId}
            onChange={(value) => set('clinicId', value)}
          />
          <ListPickerFilter
            label={t('overview.program')}
            anyText={t('overview.anyProgram')}
            source={programsInScope}
            value={params.programId}
            onChange={(value) => set('programId', value)}
          />
        </div>
      }
    >
      {!valid ? null : overview.isError ? (
        <LoadFailed
          title={t('overview.loadFailed')}
          headingLevel={2}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data ? (
        <div aria-busy={overview.isFetching} data-testid="overview-figures">
          <OverviewFigures overview={overview.data} interval={params.interval} {...formats} />
        </div>
      ) : (
        <Spinner label={t('overview.loading')} />
      )}
    </ListScreen>
  );
}
