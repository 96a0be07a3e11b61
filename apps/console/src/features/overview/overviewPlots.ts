import * as Plot from '@observablehq/plot';

/**
 * What every chart of the Overview is drawn with: its width, the page's direction, the theme's
 * colours (resolved from the theme tokens) and the reader's number and period formats.
 */
export interface PlotContext {
  width: number;
  rtl: boolean;
  /** Bars: the theme's primary colour. */
  primary: string;
  /** Axes and labels: the theme's text colour. */
  text: string;
  /** The chart's background, for the inside of a series' symbols. */
  background: string;
  formatNumber: (value: number) => string;
  formatPeriod: (period: Date) => string;
}

/**
 * Series colours: Okabe and Ito's palette, told apart by people with any colour-vision deficiency
 * (black left out, for the dark theme). A series is also told apart by its symbol and named in the
 * legend and the table, so no meaning is carried by colour alone.
 */
export const seriesColours = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#0072B2',
  '#D55E00',
  '#CC79A7',
  '#999999',
];
export const seriesSymbols = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'star',
  'cross',
  'times',
] as const;
/** The same symbols as SVG paths in a 12 × 12 box, for the legend the page draws. */
export const seriesSymbolPaths = [
  'M6 1a5 5 0 1 0 0.01 0Z',
  'M1.5 1.5h9v9h-9Z',
  'M6 1l5 9.5h-10Z',
  'M6 0.5l5.5 5.5-5.5 5.5-5.5-5.5Z',
  'M6 0.5l1.6 3.6 3.9 0.4-2.9 2.6 0.8 3.9-3.4-2-3.4 2 0.8-3.9-2.9-2.6 3.9-0.4Z',
  'M4.5 1h3v3.5h3.5v3h-3.5v3.5h-3v-3.5h-3.5v-3h3.5Z',
  'M2 2l8 8M10 2l-8 8',
];
/** A chart shows this many series at most, the largest; its table has them all. */
export const MAX_SERIES = seriesSymbols.length;
/** A bar chart shows this many bars at most, the largest; its table has them all. */
export const MAX_BARS = 15;

const FONT_SIZE = 12;

const baseStyle = (context: PlotContext) => ({
  fontSize: `${FONT_SIZE}px`,
  color: context.text,
  background: 'transparent',
  overflow: 'visible',
});

const utcDay = (period: string) => new Date(`${period}T00:00:00Z`);

/** The labels' side: room for about this many characters, on narrow screens less. */
const labelWidth = (width: number) => Math.round(Math.min(220, Math.max(96, width * 0.36)));
const clipLabel = (width: number) => {
  const characters = Math.floor(labelWidth(width) / (FONT_SIZE * 0.6));
  return (label: string) =>
    label.length > characters ? `${label.slice(0, characters - 1)}…` : label;
};

export interface SeriesPoint {
  period: string;
  series: string;
  value: number;
}

/**
 * Lines over time, one per series, each point marked by its series' symbol. In Arabic time runs
 * from right to left and the value axis stands on the right.
 */
export function seriesChart(
  points: readonly SeriesPoint[],
  seriesOrder: readonly string[],
  context: PlotContext,
  options: { percent?: boolean } = {},
): SVGSVGElement | HTMLElement {
  const data = points.map((point) => ({ ...point, date: utcDay(point.period) }));
  const margin = Math.max(
    40,
    context.formatNumber(options.percent ? 100 : maxOf(points)).length * 8 + 16,
  );
  return Plot.plot({
    width: context.width,
    height: Math.round(Math.min(300, Math.max(200, context.width * 0.55))),
    style: baseStyle(context),
    marginLeft: context.rtl ? 24 : margin,
    marginRight: context.rtl ? margin : 24,
    x: {
      type: 'utc',
      reverse: context.rtl,
      label: null,
      ticks: Math.max(2, Math.floor(context.width / 110)),
      tickFormat: context.formatPeriod,
    },
    y: {
      grid: true,
      label: null,
      axis: context.rtl ? 'right' : 'left',
      tickFormat: (value: number) => context.formatNumber(value),
      ...(options.percent ? { domain: [0, 100] } : { nice: true, zero: true }),
    },
    color: { domain: seriesOrder as string[], range: seriesColours },
    symbol: { domain: seriesOrder as string[], range: [...seriesSymbols] },
    marks: [
      Plot.ruleY([0], { stroke: context.text, strokeOpacity: 0.4 }),
      Plot.line(data, { x: 'date', y: 'value', z: 'series', stroke: 'series', strokeWidth: 2 }),
      Plot.dot(data, {
        x: 'date',
        y: 'value',
        stroke: 'series',
        symbol: 'series',
        fill: context.background,
        strokeWidth: 2,
        r: 4,
      }),
    ],
  });
}

const maxOf = (points: readonly { value: number }[]) =>
  points.reduce((most, point) => Math.max(most, point.value), 0);

export interface Bar {
  label: string;
  value: number;
}

/**
 * Horizontal bars, each named on its axis and labelled with its number (colour says nothing).
 * In Arabic the bars grow from the right.
 */
export function barChart(
  bars: readonly Bar[],
  context: PlotContext,
  options: { sorted?: boolean } = {},
): SVGSVGElement | HTMLElement {
  const labels = labelWidth(context.width);
  const number = Math.max(32, context.formatNumber(maxOf(bars)).length * 8 + 12);
  return Plot.plot({
    width: context.width,
    height: 16 + bars.length * 26,
    style: baseStyle(context),
    marginLeft: context.rtl ? number : labels,
    marginRight: context.rtl ? labels : number,
    marginTop: 8,
    marginBottom: 8,
    x: { reverse: context.rtl, axis: null, nice: true, zero: true },
    y: {
      label: null,
      axis: context.rtl ? 'right' : 'left',
      tickFormat: clipLabel(context.width),
      tickSize: 0,
      padding: 0.25,
      ...(options.sorted ? {} : { domain: bars.map((bar) => bar.label) }),
    },
    marks: [
      Plot.barX(bars, {
        x: 'value',
        y: 'label',
        fill: context.primary,
        ...(options.sorted ? { sort: { y: '-x' } } : {}),
      }),
      Plot.text(bars, {
        x: 'value',
        y: 'label',
        text: (bar: Bar) => context.formatNumber(bar.value),
        fill: context.text,
        textAnchor: context.rtl ? 'end' : 'start',
        dx: context.rtl ? -4 : 4,
      }),
    ],
  });
}

/**
 * Bars in groups (a program's statuses, a clinic's roles): each group named above its own bars,
 * as text of the page, so that long names wrap and follow the direction.
 */
export function groupedBarCharts(
  groups: readonly { group: string; bars: readonly Bar[] }[],
  context: PlotContext,
  groupClassName: string,
): HTMLElement {
  const container = document.createElement('div');
  for (const { group, bars } of groups) {
    const name = document.createElement('p');
    name.className = groupClassName;
    name.textContent = group;
    name.dir = 'auto';
    container.append(name, barChart(bars, context));
  }
  return container;
}
