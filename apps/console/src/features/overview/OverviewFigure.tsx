import { Button, Inline, Table, vars, type TableColumn } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../app/data/saveDownload';
import { darkModeAtom } from '../../app/preferences/preferenceAtoms';
import * as styles from './overview.css';
import { csvFile, type CsvValue } from './overviewCsv';
import { OVERVIEW_NAMESPACE } from './overviewNamespace';
import { seriesColours, seriesSymbolPaths, type PlotContext } from './overviewPlots';

/** A column of a figure's table and CSV: the same value in both. */
export interface FigureColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => CsvValue;
  /** Shown through the reader's number format (and aligned to the end). */
  numeric?: boolean;
}

export interface LegendItem {
  name: string;
  index: number;
}

export interface OverviewFigureProps<Row> {
  title: string;
  /** One sentence that says what the chart shows: read by screen readers, shown to everyone. */
  summary: ReactNode;
  /** When the chart shows only part of the rows (the largest): says so. */
  note?: string;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  columns: readonly FigureColumn<Row>[];
  fileName: string;
  /** Draws the chart at a width; nothing to draw when there are no rows. */
  draw: (context: PlotContext) => Element;
  legend?: readonly LegendItem[];
  formatNumber: (value: number) => string;
  formatPeriod: (period: Date) => string;
}

/** A theme token's value where the chart is drawn (`var(--x)` → the colour). */
const tokenValue = (element: Element, token: string) =>
  getComputedStyle(element)
    .getPropertyValue(token.replace(/^var\((.*)\)$/, '$1'))
    .trim() || 'currentColor';

/**
 * One figure of the Overview: its title, its summary sentence, the chart (focusable, named by the
 * summary) or the table of the same numbers a click away, and the same table as a CSV file.
 */
export function OverviewFigure<Row>({
  title,
  summary,
  note,
  rows,
  getRowId,
  columns,
  fileName,
  draw,
  legend,
  formatNumber,
  formatPeriod,
}: OverviewFigureProps<Row>) {
  const { t, i18n } = useTranslation(OVERVIEW_NAMESPACE);
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const darkMode = useAtomValue(darkModeAtom);
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    const element = chartRef.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [showTable, rows.length]);

  useEffect(() => {
    const element = chartRef.current;
    if (!element || showTable || rows.length === 0) return;
    const chart = draw({
      width: Math.max(280, width || 560),
      rtl,
      primary: tokenValue(element, vars.color.primary),
      text: tokenValue(element, vars.color.text),
      background: tokenValue(element, vars.color.surface),
      formatNumber,
      formatPeriod,
    });
    // The picture says what the summary and the table say: screen readers read those.
    for (const svg of chart.tagName.toLowerCase() === 'svg'
      ? [chart]
      : chart.querySelectorAll('svg')) {
      svg.setAttribute('aria-hidden', 'true');
    }
    element.replaceChildren(chart);
  }, [draw, width, rtl, darkMode, showTable, rows.length, formatNumber, formatPeriod]);

  const tableColumns = useMemo<TableColumn<Row>[]>(
    () =>
      columns.map((column, index) => ({
        key: column.key,
        header: column.header,
        rowHeader: index === 0,
        align: column.numeric ? 'end' : undefined,
        cell: (row: Row) => {
          const value = column.value(row);
          return typeof value === 'number' && column.numeric ? formatNumber(value) : value;
        },
      })),
    [columns, formatNumber],
  );

  const download = () =>
    saveDownload(
      csvFile(
        fileName,
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      ),
    );

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.figureHeader}>
        <h2 id={titleId} className={styles.figureTitle}>
          {title}
        </h2>
        <Inline space="small">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={showTable}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {t('overview.showTable')}
          </Button>
          <Button variant="outline" size="sm" onClick={download} disabled={rows.length === 0}>
            {t('overview.downloadCsv')}
          </Button>
        </Inline>
      </div>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      {note && !showTable ? <p className={styles.note}>{note}</p> : null}
      {showTable ? (
        <div className={styles.table}>
          <Table
            caption={title}
            hideCaption
            columns={tableColumns}
            rows={rows}
            getRowId={getRowId}
            emptyText={t('overview.noData')}
          />
        </div>
      ) : rows.length > 0 ? (
        <>
          {legend && legend.length > 0 ? (
            <ul className={styles.legend} aria-label={t('overview.legend')}>
              {legend.map((item) => (
                <li key={item.name} className={styles.legendItem}>
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                    <path
                      d={seriesSymbolPaths[item.index % seriesSymbolPaths.length]}
                      fill="none"
                      stroke={seriesColours[item.index % seriesColours.length]}
                      strokeWidth="2"
                    />
                  </svg>
                  <bdi>{item.name}</bdi>
                </li>
              ))}
            </ul>
          ) : null}
          <div
            ref={chartRef}
            className={styles.chart}
            role="img"
            // The issue asks every chart to be reachable by keyboard: on focus its name and
            // summary are read.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-labelledby={titleId}
            aria-describedby={summaryId}
            data-testid="overview-chart"
          />
        </>
      ) : null}
    </figure>
  );
}
