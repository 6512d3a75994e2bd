import { lazy, Suspense, useCallback, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { directionOf, useTranslation } from '@wasl/i18n';
import { EmptyState, Skeleton, ToggleButton, useFormat, useFormatPreferences } from '@wasl/ui';
import { vars } from '@wasl/tokens';
import {
  buildChartModel,
  CHART_MARGIN,
  countMarks,
  formatAxisTime,
  formatAxisValue,
  formatTableTime,
  nearestIndex,
  stepIndex,
  timeTicks,
  type ChartKind,
  type ChartSeries,
} from '../chartModel';
import * as styles from './TimeSeriesChart.css';

// The table's code (react-aria's Table) loads on "View as table", not with the dashboard route.
const ChartTable = lazy(async () => ({ default: (await import('./ChartTable')).ChartTable }));

export const chartValueKinds = ['number', 'currency'] as const;
export type ChartValueKind = (typeof chartValueKinds)[number];

export interface TimeSeriesChartProps {
  /** The chart's name (the card's title): names the plot for screen readers and its table. */
  title: string;
  /** One or more series over the same days; each point's `x` is a UTC time in milliseconds. */
  series: readonly ChartSeries[];
  /** @default 'line' */
  kind?: ChartKind;
  /** Stack bars (parts of one whole, e.g. feedback by sentiment). @default true for bars */
  stacked?: boolean;
  /** How values read in the tooltip, the table and the value axis. @default 'number' */
  valueKind?: ChartValueKind;
  /** ISO 4217 code for `valueKind="currency"`. @default 'SAR' */
  currency?: string;
  /** Skeleton in place of the plot while the figures load. @default false */
  isLoading?: boolean;
  /** Plot height in pixels. @default 220 */
  height?: number;
  className?: string;
}

const FALLBACK_WIDTH = 560;

/**
 * Width of the element, followed as it resizes (the chart redraws to fit its card). A callback
 * ref, not an effect run once on mount: the plot is not in the DOM while the chart loads or is
 * empty, and a mount-only effect then never measured it, leaving every chart at the fallback
 * width (≈ 550 px of a 1,000 px card on the dashboard).
 */
function useWidth() {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => setWidth(Math.max(120, Math.floor(element.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A daily chart on visx (lines or stacked bars) with everything around it: a legend, a tooltip
 * that follows the pointer and the keyboard (the plot is one tab stop; arrows move day by day in
 * reading order, so time runs right to left in Arabic), a live region that reads the same text,
 * "View as table" with every point, and loading and empty states. Long series are downsampled to
 * stay under ~2,000 marks; the table keeps them all. Colours are the tokens' chart series.
 */
export function TimeSeriesChart({
  title,
  series,
  kind = 'line',
  stacked,
  valueKind = 'number',
  currency = 'SAR',
  isLoading = false,
  height = 220,
  className,
}: TimeSeriesChartProps) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const prefs = useFormatPreferences();
  const direction = directionOf(prefs.locale);
  const [ref, width] = useWidth();
  const [active, setActive] = useState(-1);
  const [showTable, setShowTable] = useState(false);
  const hintId = useId();
  const tableId = useId();

  const formatTick = (value: number) =>
    valueKind === 'currency' ? format.currency(value, { currency, compact: true }) : formatAxisValue(value, prefs);

  const model = useMemo(() => {
    const first = buildChartModel({ series, kind, stacked, width, height, direction });
    // The value axis gets room for its longest label ("15 ألف ر.س." is far wider than "80"); the
    // estimate (≈ 6.5 px a character at the axis' size) only ever widens the default margin.
    const longest = Math.max(0, ...first.yTicks.map((tick) => formatTick(tick).length));
    const start = Math.ceil(longest * 6.5 + 12);
    return start <= CHART_MARGIN.start
      ? first
      : buildChartModel({ series, kind, stacked, width, height, direction, margin: { ...CHART_MARGIN, start } });
    // formatTick follows the locale, preferences and valueKind, which are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [series, kind, stacked, width, height, direction, valueKind, currency, prefs]);
  const valueAt = useMemo(() => model.series.map((s) => new Map(s.points.map((p) => [p.x, p.y]))), [model]);
  const totalPoints = useMemo(() => countMarks(series), [series]);

  const formatValue = (value: number) => (valueKind === 'currency' ? format.currency(value, { currency }) : format.number(value));
  const activeTime = active >= 0 ? model.times[active] : undefined;
  const describe = (time: number) =>
    `${formatTableTime(time, prefs)}: ${model.series.map((s, i) => `${s.label} ${formatValue(valueAt[i]!.get(time) ?? 0)}`).join(', ')}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setActive(-1);
      return;
    }
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    setActive((index) => stepIndex(index, event.key, model.times.length, direction));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const time = model.xScale.invert(event.clientX - box.left - model.margin.left);
    setActive(nearestIndex(model.times, time));
  };

  if (isLoading) {
    return (
      <div className={[styles.root, className].filter(Boolean).join(' ')} aria-busy="true" data-chart-loading="">
        <Skeleton shape="block" height={height} />
        <span className={styles.visuallyHidden}>{t('chart.loading')}</span>
      </div>
    );
  }

  if (model.empty) {
    return (
      <div className={[styles.root, className].filter(Boolean).join(' ')} data-chart-empty="">
        <EmptyState title={t('chart.empty')} description={t('chart.emptyHint')} headingLevel={4} />
      </div>
    );
  }

  // Stacked bars: each series sits on the ones before it at the same time.
  const base = new Map<number, number>();
  const lastIndex = Math.max(1, Math.floor(model.innerWidth / 90));
  const xTicks = timeTicks(model.times, Math.min(6, lastIndex + 1));
  const activeX = activeTime === undefined ? 0 : model.margin.left + model.x(activeTime);
  const logicalX = direction === 'rtl' ? width - activeX : activeX;
  const tooltipAtEnd = logicalX > width * 0.6;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-chart-kind={kind}>
      <div className={styles.header}>
        <ul className={styles.legend} aria-label={t('chart.legend')}>
          {series.map((s) => (
            <li key={s.id} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: vars.color.chart[s.color] }} aria-hidden="true" />
              <bdi>{s.label}</bdi>
            </li>
          ))}
        </ul>
        <ToggleButton size="sm" isSelected={showTable} onChange={setShowTable} aria-controls={showTable ? tableId : undefined}>
          {t('chart.viewTable')}
        </ToggleButton>
      </div>
      <div
        ref={ref}
        className={styles.plot}
        role="group"
        tabIndex={0}
        aria-label={title}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((index) => (index < 0 ? model.times.length - 1 : index))}
        onBlur={() => setActive(-1)}
        data-chart-plot=""
      >
        <svg
          className={styles.svg}
          width={width}
          height={height}
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(-1)}
          data-marks={model.marks}
        >
          <Group left={model.margin.left} top={model.margin.top}>
            {model.yTicks.map((tick) => (
              <line key={tick} className={styles.grid} x1={0} x2={model.innerWidth} y1={model.y(tick)} y2={model.y(tick)} />
            ))}
            {kind === 'bar'
              ? model.series.map((s) =>
                  s.points.map((p) => {
                    const below = model.stacked ? (base.get(p.x) ?? 0) : 0;
                    if (model.stacked) base.set(p.x, below + p.y);
                    if (p.y === 0) return null;
                    const top = model.y(below + p.y);
                    return (
                      <Bar
                        key={`${s.id}-${p.x}`}
                        x={model.x(p.x) - model.barWidth / 2}
                        y={top}
                        width={model.barWidth}
                        height={Math.max(0, model.y(below) - top)}
                        style={{ fill: vars.color.chart[s.color] }}
                      />
                    );
                  }),
                )
              : model.series.map((s) => (
                  <LinePath
                    key={s.id}
                    data={s.points as { x: number; y: number }[]}
                    x={(p) => model.x(p.x)}
                    y={(p) => model.y(p.y)}
                    style={{ stroke: vars.color.chart[s.color], strokeWidth: 2, fill: 'none' }}
                  />
                ))}
            {activeTime === undefined ? null : (
              <g>
                <line className={styles.cursor} x1={model.x(activeTime)} x2={model.x(activeTime)} y1={0} y2={model.innerHeight} />
                {kind === 'line'
                  ? model.series.map((s, i) => (
                      <circle
                        key={s.id}
                        cx={model.x(activeTime)}
                        cy={model.y(valueAt[i]!.get(activeTime) ?? 0)}
                        r={4}
                        style={{ fill: vars.color.chart[s.color], stroke: vars.color.surface.default, strokeWidth: 2 }}
                      />
                    ))
                  : null}
              </g>
            )}
            {/* Axes drawn here rather than with @visx/axis, whose text measuring (@visx/text, a CSS calc()
                evaluator) cost ~6 KB gzip of the route for labels this chart never wraps. SVG anchors follow
                the text direction, so 'start' keeps the earliest day inside the plot on both sides and
                'end' puts the value labels on the plot's outer side in both directions. */}
            <g className={styles.axis} aria-hidden="true">
              <line x1={0} x2={model.innerWidth} y1={model.innerHeight} y2={model.innerHeight} />
              {xTicks.map((tick, index) => (
                <g key={tick} transform={`translate(${model.x(tick)}, ${model.innerHeight})`}>
                  <line y2={4} />
                  <text
                    className={styles.tickLabel}
                    y={16}
                    textAnchor={index === 0 ? 'start' : index === xTicks.length - 1 ? 'end' : 'middle'}
                  >
                    {formatAxisTime(tick, prefs)}
                  </text>
                </g>
              ))}
              {model.yTicks.map((tick) => (
                <text
                  key={tick}
                  className={styles.tickLabel}
                  x={direction === 'rtl' ? model.innerWidth + 6 : -6}
                  y={model.y(tick)}
                  dy="0.33em"
                  textAnchor="end"
                >
                  {formatTick(tick)}
                </text>
              ))}
            </g>
          </Group>
        </svg>
        {activeTime === undefined ? null : (
          <div
            className={styles.tooltip}
            style={tooltipAtEnd ? { insetInlineEnd: width - logicalX + 12 } : { insetInlineStart: logicalX + 12 }}
            aria-hidden="true"
            data-chart-tooltip=""
          >
            <div className={styles.tooltipTitle}>{formatTableTime(activeTime, prefs)}</div>
            {model.series.map((s, i) => (
              <div key={s.id} className={styles.tooltipRow}>
                <span className={styles.legendItem}>
                  <span className={styles.swatch} style={{ background: vars.color.chart[s.color] }} />
                  <bdi>{s.label}</bdi>
                </span>
                <span>{formatValue(valueAt[i]!.get(activeTime) ?? 0)}</span>
              </div>
            ))}
          </div>
        )}
        <span id={hintId} className={styles.visuallyHidden}>
          {t('chart.keyboardHint')}
        </span>
        <span className={styles.visuallyHidden} aria-live="polite">
          {activeTime === undefined ? '' : describe(activeTime)}
        </span>
      </div>
      {model.marks < totalPoints ? (
        <p className={styles.note}>{t('chart.reduced', { shown: format.number(model.marks), total: format.number(totalPoints) })}</p>
      ) : null}
      {showTable ? (
        <div id={tableId}>
          <Suspense fallback={<Skeleton shape="block" height={120} />}>
            <ChartTable title={title} series={series} formatValue={formatValue} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
