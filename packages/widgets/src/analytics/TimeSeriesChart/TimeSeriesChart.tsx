import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { directionOf, useTranslation } from '@wasl/i18n';
import { EmptyState, Skeleton, Table, ToggleButton, useFormat, useFormatPreferences, type TableColumn } from '@wasl/ui';
import { vars } from '@wasl/tokens';
import {
  buildChartModel,
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

/** Width of the element, followed as it resizes (the chart redraws to fit its card). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
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

interface TableRow {
  id: number;
  values: (number | undefined)[];
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

  const model = useMemo(
    () => buildChartModel({ series, kind, stacked, width, height, direction }),
    [series, kind, stacked, width, height, direction],
  );
  const valueAt = useMemo(() => model.series.map((s) => new Map(s.points.map((p) => [p.x, p.y]))), [model]);
  const totalPoints = useMemo(() => countMarks(series), [series]);

  const formatValue = (value: number) => (valueKind === 'currency' ? format.currency(value, { currency }) : format.number(value));
  const formatTick = (value: number) =>
    valueKind === 'currency' ? format.currency(value, { currency, compact: true }) : formatAxisValue(value, prefs);

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

  const rows = useMemo<TableRow[]>(() => {
    if (!showTable) return [];
    const maps = series.map((s) => new Map(s.points.map((p) => [p.x, p.y])));
    const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
    return times.map((time) => ({ id: time, values: maps.map((m) => m.get(time)) }));
  }, [series, showTable]);
  const columns: TableColumn<TableRow>[] = [
    { id: 'date', header: t('chart.date'), cell: (row) => formatTableTime(row.id, prefs), sortValue: (row) => row.id, isRowHeader: true },
    ...series.map<TableColumn<TableRow>>((s, i) => ({
      id: s.id,
      header: s.label,
      cell: (row) => (row.values[i] === undefined ? '' : formatValue(row.values[i])),
      sortValue: (row) => row.values[i] ?? 0,
      align: 'end',
    })),
  ];

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
            <AxisBottom
              top={model.innerHeight}
              scale={model.xScale}
              tickValues={xTicks}
              tickFormat={(value) => formatAxisTime(Number(value), prefs)}
              axisClassName={styles.axis}
              // SVG anchors follow the text direction, so 'start' keeps the earliest label inside the
              // plot on both sides (left edge in English, right edge in Arabic), 'end' the latest.
              tickLabelProps={(_value, index, values) => ({
                className: styles.tickLabel,
                textAnchor: index === 0 ? 'start' : index === values.length - 1 ? 'end' : 'middle',
              })}
            />
            {direction === 'rtl' ? (
              <AxisRight
                left={model.innerWidth}
                scale={model.yScale}
                tickValues={model.yTicks}
                tickFormat={(value) => formatTick(Number(value))}
                axisClassName={styles.axis}
                hideAxisLine
                tickLabelProps={() => ({ className: styles.tickLabel, textAnchor: 'end', dx: 4, dy: '0.33em' })}
              />
            ) : (
              <AxisLeft
                scale={model.yScale}
                tickValues={model.yTicks}
                tickFormat={(value) => formatTick(Number(value))}
                axisClassName={styles.axis}
                hideAxisLine
                tickLabelProps={() => ({ className: styles.tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' })}
              />
            )}
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
          <Table
            aria-label={title}
            columns={columns}
            rows={rows}
            density="compact"
            virtualized={rows.length > 60}
            height={rows.length > 60 ? 320 : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
