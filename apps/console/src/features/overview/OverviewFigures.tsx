import type { Overview, OverviewInterval } from '@org/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withUserText } from '../../app/i18n/userText';
import * as styles from './overview.css';
import { OverviewFigure, type FigureColumn } from './OverviewFigure';
import { OVERVIEW_NAMESPACE } from './overviewNamespace';
import {
  barChart,
  groupedBarCharts,
  MAX_BARS,
  MAX_SERIES,
  seriesChart,
  type PlotContext,
  type SeriesPoint,
} from './overviewPlots';

interface FiguresProps {
  overview: Overview;
  formatNumber: (value: number) => string;
  formatPeriod: (period: Date) => string;
  formatDay: (day: string) => string;
}

type Row<K extends keyof Overview> = Overview[K] extends readonly (infer R)[] ? R : never;

/** The names of the series with the largest totals, the largest first, at most MAX_SERIES. */
function largestSeries<R>(rows: readonly R[], name: (row: R) => string, value: (row: R) => number) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(name(row), (totals.get(name(row)) ?? 0) + value(row));
  const all = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { shown: all.slice(0, MAX_SERIES).map(([key]) => key), total: all.length };
}

const passRate = (row: { attempts: number; passed: number }) =>
  row.attempts === 0 ? 0 : Math.round((row.passed * 1000) / row.attempts) / 10;

function EnrolmentsFigure({ overview, formatNumber, formatPeriod, formatDay }: FiguresProps) {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const rows = overview.enrolments;
  const series = useMemo(
    () =>
      largestSeries(
        rows,
        (row) => row.programName,
        (row) => row.enrolments,
      ),
    [rows],
  );
  const draw = useCallback(
    (context: PlotContext) => {
      const points: SeriesPoint[] = rows
        .filter((row) => series.shown.includes(row.programName))
        .map((row) => ({ period: row.period, series: row.programName, value: row.enrolments }));
      return seriesChart(points, series.shown, context);
    },
    [rows, series],
  );
  const columns = useMemo<FigureColumn<Row<'enrolments'>>[]>(
    () => [
      { key: 'period', header: t('overview.columnPeriod'), value: (row) => row.period },
      { key: 'program', header: t('overview.columnProgram'), value: (row) => row.programName },
      {
        key: 'enrolments',
        header: t('overview.columnEnrolments'),
        value: (row) => row.enrolments,
        numeric: true,
      },
    ],
    [t],
  );
  const perPeriod = new Map<string, number>();
  for (const row of rows)
    perPeriod.set(row.period, (perPeriod.get(row.period) ?? 0) + row.enrolments);
  const busiest = [...perPeriod.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0];
  const total = rows.reduce((sum, row) => sum + row.enrolments, 0);
  return (
    <OverviewFigure
      title={t(`overview.enrolmentsTitle.${overview.interval}`)}
      summary={
        busiest
          ? t('overview.enrolmentsSummary', {
              count: total,
              from: formatDay(overview.from),
              to: formatDay(overview.to),
              period: formatDay(busiest[0]),
              most: busiest[1],
            })
          : t('overview.noData')
      }
      note={
        series.total > series.shown.length
          ? t('overview.seriesNote', { shown: series.shown.length })
          : undefined
      }
      rows={rows}
      getRowId={(row) => `${row.period} ${row.programId}`}
      columns={columns}
      fileName={`enrolments-${overview.from}-${overview.to}.csv`}
      draw={draw}
      legend={series.shown.map((name, index) => ({ name, index }))}
      formatNumber={formatNumber}
      formatPeriod={formatPeriod}
    />
  );
}

function StatusFigure({ overview, formatNumber, formatPeriod }: FiguresProps) {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const rows = overview.programStatuses;
  const draw = useCallback(
    (context: PlotContext) =>
      groupedBarCharts(
        rows.slice(0, MAX_BARS).map((row) => ({
          group: row.programName,
          bars: [
            { label: t('overview.statusEnrolled'), value: row.enrolled },
            { label: t('overview.statusCompleted'), value: row.completed },
            { label: t('overview.statusWithdrawn'), value: row.withdrawn },
          ],
        })),
        context,
        styles.note,
      ),
    [rows, t],
  );
  const columns = useMemo<FigureColumn<Row<'programStatuses'>>[]>(
    () => [
      { key: 'program', header: t('overview.columnProgram'), value: (row) => row.programName },
      {
        key: 'enrolled',
        header: t('overview.statusEnrolled'),
        value: (row) => row.enrolled,
        numeric: true,
      },
      {
        key: 'completed',
        header: t('overview.statusCompleted'),
        value: (row) => row.completed,
        numeric: true,
      },
      {
        key: 'withdrawn',
        header: t('overview.statusWithdrawn'),
        value: (row) => row.withdrawn,
        numeric: true,
      },
      {
        key: 'reasons',
        header: t('overview.columnTopReasons'),
        value: (row) =>
          row.topWithdrawalReasons
            .map((reason) =>
              t('overview.reasonCount', { reason: reason.reason, patients: reason.patients }),
            )
            .join('; '),
      },
    ],
    [t],
  );
  const sum = (key: 'enrolled' | 'completed' | 'withdrawn') =>
    rows.reduce((total, row) => total + row[key], 0);
  const total = sum('enrolled') + sum('completed') + sum('withdrawn');
  return (
    <OverviewFigure
      title={t('overview.statusTitle')}
      summary={
        total > 0
          ? t('overview.statusSummary', {
              count: total,
              enrolled: sum('enrolled'),
              completed: sum('completed'),
              withdrawn: sum('withdrawn'),
            })
          : t('overview.noData')
      }
      note={rows.length > MAX_BARS ? t('overview.barsNote', { shown: MAX_BARS }) : undefined}
      rows={rows}
      getRowId={(row) => row.programId}
      columns={columns}
      fileName={`program-statuses-${overview.from}-${overview.to}.csv`}
      draw={draw}
      formatNumber={formatNumber}
      formatPeriod={formatPeriod}
    />
  );
}

function PatientsFigure({ overview, formatNumber, formatPeriod }: FiguresProps) {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const rows = overview.patientsByClinic;
  const largest = useMemo(
    () => [...rows].sort((a, b) => b.patients - a.patients).slice(0, MAX_BARS),
    [rows],
  );
  const draw = useCallback(
    (context: PlotContext) =>
      barChart(
        largest.map((row) => ({ label: row.clinicName, value: row.patients })),
        context,
      ),
    [largest],
  );
  const columns = useMemo<FigureColumn<Row<'patientsByClinic'>>[]>(
    () => [
      { key: 'clinic', header: t('overview.columnClinic'), value: (row) => row.clinicName },
      {
        key: 'patients',
        header: t('overview.columnPatients'),
        value: (row) => row.patients,
        numeric: true,
      },
    ],
    [t],
  );
  const total = rows.reduce((sum, row) => sum + row.patients, 0);
  return (
    <OverviewFigure
      title={t('overview.patientsTitle')}
      summary={
        total > 0
          ? withUserText(
              t,
              'overview.patientsSummary',
              { clinic: largest[0]!.clinicName },
              { count: total, most: largest[0]!.patients },
            )
          : t('overview.noData')
      }
      note={rows.length > MAX_BARS ? t('overview.barsNote', { shown: MAX_BARS }) : undefined}
      rows={rows}
      getRowId={(row) => row.clinicId}
      columns={columns}
      fileName={`patients-by-clinic-${overview.from}-${overview.to}.csv`}
      draw={draw}
      formatNumber={formatNumber}
      formatPeriod={formatPeriod}
    />
  );
}

const STAFF_CLINICS_SHOWN = 8;

function StaffFigure({ overview, formatNumber, formatPeriod }: FiguresProps) {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const rows = overview.staffByClinic;
  const clinics = useMemo(() => {
    const byClinic = new Map<
      string,
      { name: string; rows: Row<'staffByClinic'>[]; total: number }
    >();
    for (const row of rows) {
      const clinic = byClinic.get(row.clinicId) ?? { name: row.clinicName, rows: [], total: 0 };
      clinic.rows.push(row);
      clinic.total += row.staff;
      byClinic.set(row.clinicId, clinic);
    }
    return [...byClinic.values()].sort((a, b) => b.total - a.total);
  }, [rows]);
  const draw = useCallback(
    (context: PlotContext) =>
      groupedBarCharts(
        clinics.slice(0, STAFF_CLINICS_SHOWN).map((clinic) => ({
          group: clinic.name,
          bars: clinic.rows.map((row) => ({
            label: t(`overview.role.${row.role}`),
            value: row.staff,
          })),
        })),
        context,
        styles.note,
      ),
    [clinics, t],
  );
  const columns = useMemo<FigureColumn<Row<'staffByClinic'>>[]>(
    () => [
      { key: 'clinic', header: t('overview.columnClinic'), value: (row) => row.clinicName },
      {
        key: 'role',
        header: t('overview.columnRole'),
        value: (row) => t(`overview.role.${row.role}`),
      },
      { key: 'staff', header: t('overview.columnStaff'), value: (row) => row.staff, numeric: true },
    ],
    [t],
  );
  const ofRole = (role: string) =>
    rows.filter((row) => row.role === role).reduce((sum, row) => sum + row.staff, 0);
  const total = rows.reduce((sum, row) => sum + row.staff, 0);
  return (
    <OverviewFigure
      title={t('overview.staffTitle')}
      summary={
        total > 0
          ? t('overview.staffSummary', {
              count: total,
              managers: ofRole('CLINIC_MANAGER'),
              doctors: ofRole('DOCTOR'),
              nurses: ofRole('NURSE'),
            })
          : t('overview.noData')
      }
      note={
        clinics.length > STAFF_CLINICS_SHOWN
          ? t('overview.barsNote', { shown: STAFF_CLINICS_SHOWN })
          : undefined
      }
      rows={rows}
      getRowId={(row) => `${row.clinicId} ${row.role}`}
      columns={columns}
      fileName={`staff-by-clinic-${overview.from}-${overview.to}.csv`}
      draw={draw}
      formatNumber={formatNumber}
      formatPeriod={formatPeriod}
    />
  );
}

function PassRatesFigure({ overview, formatNumber, formatPeriod, formatDay }: FiguresProps) {
  const { t, i18n } = useTranslation(OVERVIEW_NAMESPACE);
  const rows = overview.passRates;
  const series = useMemo(
    () =>
      largestSeries(
        rows,
        (row) => row.moduleTitle,
        (row) => row.attempts,
      ),
    [rows],
  );
  const draw = useCallback(
    (context: PlotContext) =>
      seriesChart(
        rows
          .filter((row) => series.shown.includes(row.moduleTitle))
          .map((row) => ({ period: row.period, series: row.moduleTitle, value: passRate(row) })),
        series.shown,
        context,
        { percent: true },
      ),
    [rows, series],
  );
  const columns = useMemo<FigureColumn<Row<'passRates'>>[]>(
    () => [
      { key: 'period', header: t('overview.columnPeriod'), value: (row) => row.period },
      { key: 'module', header: t('overview.columnModule'), value: (row) => row.moduleTitle },
      {
        key: 'attempts',
        header: t('overview.columnAttempts'),
        value: (row) => row.attempts,
        numeric: true,
      },
      {
        key: 'passed',
        header: t('overview.columnPassed'),
        value: (row) => row.passed,
        numeric: true,
      },
      { key: 'rate', header: t('overview.columnPassRate'), value: passRate, numeric: true },
    ],
    [t],
  );
  const attempts = rows.reduce((sum, row) => sum + row.attempts, 0);
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <OverviewFigure
      title={t(`overview.passRatesTitle.${overview.interval}`)}
      summary={
        attempts > 0
          ? t('overview.passRatesSummary', {
              count: attempts,
              passed,
              rate: percent.format(passed / attempts),
              from: formatDay(overview.from),
              to: formatDay(overview.to),
            })
          : t('overview.noData')
      }
      note={
        series.total > series.shown.length
          ? t('overview.seriesNote', { shown: series.shown.length })
          : undefined
      }
      rows={rows}
      getRowId={(row) => `${row.period} ${row.moduleId}`}
      columns={columns}
      fileName={`pass-rates-${overview.from}-${overview.to}.csv`}
      draw={draw}
      legend={series.shown.map((name, index) => ({ name, index }))}
      formatNumber={formatNumber}
      formatPeriod={formatPeriod}
    />
  );
}

/** Every figure of the Overview, in the order of the list. */
export function OverviewFigures(props: FiguresProps & { interval: OverviewInterval }) {
  return (
    <div className={styles.figures}>
      <EnrolmentsFigure {...props} />
      <StatusFigure {...props} />
      <PatientsFigure {...props} />
      <StaffFigure {...props} />
      <PassRatesFigure {...props} />
    </div>
  );
}
