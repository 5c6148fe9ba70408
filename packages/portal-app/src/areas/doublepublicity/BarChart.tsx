import { useId } from 'react';
import { Inline } from '@credit-portal/ui';
import * as styles from './DoublePublicity.css';

export interface BarGroup {
  label: string;
  permit: number;
  punish: number;
}

const WIDTH = 760;
const LABEL_WIDTH = 190;
const ROW = 44;
const BAR = 14;
const TOP = 28;

/** A round step for the axis: 1, 2 or 5 times a power of ten, about five ticks. */
function tickStep(max: number): number {
  const rough = Math.max(max, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const unit = rough / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * Horizontal grouped bars (行政许可, 行政处罚) drawn as SVG; colours come from classes, never inline
 * styles (the CSP). Screen readers get the summary in the label and the numbers from the table the
 * page shows beside it, so the drawing itself is one image.
 */
export function BarChart({ title, groups }: { title: string; groups: readonly BarGroup[] }) {
  const titleId = useId();
  const max = Math.max(0, ...groups.flatMap((group) => [group.permit, group.punish]));
  const step = tickStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plot = WIDTH - LABEL_WIDTH - 60;
  const x = (value: number) => LABEL_WIDTH + (value / top) * plot;
  const height = TOP + groups.length * ROW + 8;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>{`${title}（柱状图，数据见下表）`}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.gridLine} x1={x(tick)} x2={x(tick)} y1={TOP - 6} y2={height - 8} />
          <text className={styles.axisText} x={x(tick)} y={TOP - 12} textAnchor="middle">
            {tick.toLocaleString('zh-CN')}
          </text>
        </g>
      ))}
      <line className={styles.axisLine} x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={TOP - 6} y2={height - 8} />
      {groups.map((group, index) => {
        const y = TOP + index * ROW + 6;
        return (
          <g key={group.label}>
            <text className={styles.axisText} x={LABEL_WIDTH - 8} y={y + BAR + 4} textAnchor="end">
              {group.label.length > 14 ? `${group.label.slice(0, 13)}…` : group.label}
            </text>
            <rect className={styles.permitFill} x={LABEL_WIDTH} y={y} width={Math.max(0, x(group.permit) - LABEL_WIDTH)} height={BAR} />
            <text className={styles.axisText} x={x(group.permit) + 4} y={y + BAR - 2}>
              {group.permit}
            </text>
            <rect className={styles.punishFill} x={LABEL_WIDTH} y={y + BAR + 2} width={Math.max(0, x(group.punish) - LABEL_WIDTH)} height={BAR} />
            <text className={styles.axisText} x={x(group.punish) + 4} y={y + 2 * BAR}>
              {group.punish}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's key, in the page's text (not inside the image). */
export function ChartLegend() {
  return (
    <Inline as="ul" space="lg" className={styles.legend} aria-hidden="true">
      <li>
        <span className={`${styles.swatch} ${styles.permitFill}`} />
        行政许可
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.punishFill}`} />
        行政处罚
      </li>
    </Inline>
  );
}
