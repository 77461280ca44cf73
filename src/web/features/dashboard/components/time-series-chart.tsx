import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { formatDay } from '../format';
import { axisScale, labelStride, ticks } from './chart-scale';

export interface SeriesPoint {
  date: string;
  value: number;
}

interface TimeSeriesChartProps {
  /** Names the chart for screen readers and heads the data table. */
  title: string;
  valueLabel: string;
  points: SeriesPoint[];
  kind: 'bar' | 'line';
  /** Full value (tooltip, table) and short axis value, in the page's digits and currency. */
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  /** Counts: the axis steps by whole numbers. */
  wholeNumbers?: boolean;
}

const HEIGHT = 220;
const AXIS = 56; // room for the value labels
const GAP = 10; // the other side
const TOP = 12;
const BOTTOM = 26; // room for the day labels

/**
 * Days along the reading direction (right to left in Arabic, so the latest day is at the left
 * end), values up the side where the line starts. Hover, touch or the arrow keys show a day's
 * value; a hidden table gives screen readers every figure.
 */
export function TimeSeriesChart({
  title,
  valueLabel,
  points,
  kind,
  formatValue,
  formatTick,
  wholeNumbers = false,
}: TimeSeriesChartProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = lang === 'ar';
  const wrap = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    const element = wrap.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, entry.contentRect.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const count = points.length;
  const plotLeft = rtl ? GAP : AXIS;
  const plotRight = width - (rtl ? AXIS : GAP);
  const plotWidth = plotRight - plotLeft;
  const band = count ? plotWidth / count : plotWidth;
  const scale = axisScale(Math.max(0, ...points.map((p) => p.value)), wholeNumbers);
  const top = scale.top;
  const x = (index: number) =>
    rtl ? plotRight - (index + 0.5) * band : plotLeft + (index + 0.5) * band;
  const y = (value: number) => TOP + (1 - value / top) * (HEIGHT - TOP - BOTTOM);
  const baseline = y(0);
  const stride = labelStride(count, Math.floor(plotWidth / 64));

  const indexAt = (event: MouseEvent<HTMLDivElement>) => {
    const offset = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const step = rtl ? (plotRight - offset) / band : (offset - plotLeft) / band;
    return Math.min(count - 1, Math.max(0, Math.floor(step)));
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Arrows move on screen: in Arabic the next day is to the left.
    const later = rtl ? 'ArrowLeft' : 'ArrowRight';
    const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
    const current = active ?? count - 1;
    let next: number | null = null;
    if (event.key === later) next = Math.min(count - 1, current + 1);
    else if (event.key === earlier) next = Math.max(0, current - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Escape') setActive(null);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  }

  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const area = count
    ? `${line} L${x(count - 1).toFixed(1)},${baseline} L${x(0).toFixed(1)},${baseline} Z`
    : '';
  const shown = active === null ? null : points[active];
  const describe = (point: SeriesPoint | undefined) =>
    point
      ? `${formatDay(point.date, lang, { dateStyle: 'full' })}: ${formatValue(point.value)}`
      : '';
  const focusText = describe(shown ?? points[count - 1]);

  return (
    <div ref={wrap} className="relative overflow-hidden">
      <div
        // A slider over the days: the arrow keys move, and each day is read out as it is reached.
        role="slider"
        tabIndex={0}
        aria-label={`${title}. ${t('admin.dashboard.chartKeys')}`}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={active ?? count - 1}
        aria-valuetext={focusText}
        onKeyDown={onKeyDown}
        onMouseMove={(event) => count && setActive(indexAt(event))}
        onMouseLeave={() => setActive(null)}
        onBlur={() => setActive(null)}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg width={width} height={HEIGHT} aria-hidden="true" className="block" direction="ltr">
          {ticks(scale).map((value) => (
            <g key={value}>
              <line
                x1={plotLeft}
                x2={plotRight}
                y1={y(value)}
                y2={y(value)}
                className={value === 0 ? 'stroke-slate-300' : 'stroke-slate-100'}
              />
              <text
                x={rtl ? plotRight + 6 : plotLeft - 6}
                y={y(value)}
                dy="0.35em"
                textAnchor={rtl ? 'start' : 'end'}
                className="fill-slate-500 text-[11px]"
              >
                {formatTick(value)}
              </text>
            </g>
          ))}
          {kind === 'bar' ? (
            points.map((p, i) => {
              const barWidth = Math.max(2, band * 0.68);
              return (
                <rect
                  key={p.date}
                  x={x(i) - barWidth / 2}
                  y={y(p.value)}
                  width={barWidth}
                  height={Math.max(0, baseline - y(p.value))}
                  rx={Math.min(3, barWidth / 3)}
                  className={active === i ? 'fill-brand-800' : 'fill-brand-600'}
                />
              );
            })
          ) : (
            <>
              <path d={area} className="fill-brand-100/70" />
              <path d={line} fill="none" strokeWidth={2} className="stroke-brand-700" />
            </>
          )}
          {shown && active !== null ? (
            <g>
              <line
                x1={x(active)}
                x2={x(active)}
                y1={TOP}
                y2={baseline}
                strokeDasharray="3 3"
                className="stroke-slate-400"
              />
              {kind === 'line' ? (
                <circle cx={x(active)} cy={y(shown.value)} r={4} className="fill-brand-800" />
              ) : null}
            </g>
          ) : null}
          {points.map((p, i) =>
            (count - 1 - i) % stride === 0 ? (
              <text
                key={p.date}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-slate-500 text-[11px]"
              >
                {formatDay(p.date, lang)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {shown && active !== null ? (
        <div
          aria-hidden="true"
          data-testid="chart-tooltip"
          className="pointer-events-none absolute top-1 z-10 -translate-x-1/2 whitespace-nowrap rounded-lg bg-ink px-2.5 py-1.5 text-xs text-white shadow-lg"
          style={{ left: Math.min(width - 60, Math.max(60, x(active))) }}
        >
          <p className="font-semibold">
            {formatDay(shown.date, lang, { weekday: 'short', day: 'numeric', month: 'short' })}
          </p>
          <p className="tabular-nums">{`${valueLabel}: ${formatValue(shown.value)}`}</p>
        </div>
      ) : null}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{formatDay(p.date, lang, { dateStyle: 'medium' })}</th>
              <td>{formatValue(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
