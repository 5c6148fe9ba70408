import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Box, Button, Column, Columns, Field, Figures, Inline, SectionHeading, Select, Stack } from '@credit-portal/ui';
import { Deferred } from '../../shell/routeData';
import { usePendingChoice } from '../../views/usePendingChoice';
import { chosenYear, yearOptions } from './params';
import * as styles from './messages.css';

type Situation = Schemas['AcceptSituation'];

/** 3月 of 2026-03. */
const monthName = (month: string) => `${Number(month.slice(5, 7))}月`;
const rate = (replied: number, received: number) => (received === 0 ? '—' : `${((replied / received) * 100).toFixed(1)}%`);

/**
 * 受理情况 (openapi getLeaveMessageAcceptSituation): a year's messages received and replied, as
 * figures, month columns and tables. The year lives in the address (`year`); the route's loader
 * reads that year's figures (`situation`, streamed in).
 */
export function AcceptSituation({ situation }: { situation: Promise<Situation> }) {
  const [params, setParams] = useSearchParams();
  const years = yearOptions();
  const year = chosenYear(params, years);
  const [shownYear, pickYear] = usePendingChoice(year || (years[0] ?? ''));

  const choose = (value: string) => {
    pickYear(value);
    const next = new URLSearchParams(params);
    if (value === years[0]) next.delete('year');
    else next.set('year', value);
    setParams(next, { preventScrollReset: true });
  };

  // A year chosen before the page's script ran is shown once it has run (onValueChange). A year acts as it
  // is chosen; without the page's script 查询 sends it as a plain GET of the page.

  return (
    <Stack as="section" space="md" aria-labelledby="accept-title">
      <SectionHeading
        id="accept-title"
        actions={
        <form role="search" method="get" aria-label="受理情况统计年度" className={styles.yearForm} onSubmit={(event) => event.preventDefault()}>
          <Field label="统计年度">
            <Select name="year" placeholder={null} options={years.map((value) => ({ value, label: `${value}年` }))} value={shownYear} onValueChange={choose} />
          </Field>
          <Button type="submit">查询</Button>
        </form>
        }
      >
        受理情况
      </SectionHeading>
      {/* Another year is another part: it stands in with its skeleton, not with the last year's figures. */}
      <Deferred key={year} resolve={situation} loading={{ variant: 'card', count: 3, label: '正在加载受理情况' }}>
        {(data) => <SituationView data={data} />}
      </Deferred>
    </Stack>
  );
}

function SituationView({ data }: { data: Situation }) {
  return (
    <>
      <Figures
        aria-label={`${data.year}年留言受理情况`}
        items={[
          { label: '收到留言', value: data.received },
          { label: '已回复', value: data.replied },
          { label: '办理中', value: data.received - data.replied },
          { label: '回复率', value: data.received === 0 ? '—' : `${data.replyRate}%` },
        ]}
      />
      {data.byMonth.length > 0 && <MonthChart year={data.year} months={data.byMonth} />}
      <Columns space="lg" collapseBelow="md" alignY="start">
        <Column>
          <RateTable caption="按留言类型统计" keyTitle="留言类型" rows={data.byType.map((row) => ({ key: row.type, name: row.type, ...row }))} />
        </Column>
        <Column>
          <RateTable caption="按月份统计" keyTitle="月份" rows={data.byMonth.map((row) => ({ key: row.month, name: monthName(row.month), ...row }))} />
        </Column>
      </Columns>
    </>
  );
}

/** Messages received and replied per type or per month, with the reply rate; each row named in its first cell. */
function RateTable({ caption, keyTitle, rows }: { caption: string; keyTitle: string; rows: readonly { key: string; name: string; received: number; replied: number }[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyTitle}</th>
          <th scope="col">收到留言</th>
          <th scope="col">已回复</th>
          <th scope="col">回复率</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.received}</td>
            <td>{row.replied}</td>
            <td>{rate(row.replied, row.received)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const WIDTH = 720;
const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;

/** Received and replied per month as paired columns; the numbers are in the table beside it. */
function MonthChart({ year, months }: { year: number; months: Situation['byMonth'] }) {
  const titleId = useId();
  const max = Math.max(1, ...months.map((month) => month.received));
  const slot = WIDTH / months.length;
  const bar = Math.min(18, slot / 3);
  const plot = HEIGHT - TOP - BOTTOM;
  const h = (value: number) => (value / max) * plot;
  return (
    <Box as="figure" display="grid" gap="xs">
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{`${year}年每月收到与已回复留言数（数据见下方按月份统计表）`}</title>
        {months.map((month, i) => {
          const x = i * slot + slot / 2;
          return (
            <g key={month.month}>
              <rect className={styles.barReceived} x={x - bar - 1} y={TOP + plot - h(month.received)} width={bar} height={h(month.received)} />
              <rect className={styles.barReplied} x={x + 1} y={TOP + plot - h(month.replied)} width={bar} height={h(month.replied)} />
              <text className={styles.chartText} x={x} y={HEIGHT - 8} textAnchor="middle">
                {monthName(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <Inline as="ul" space="md" className={styles.legend}>
          <li>
            <span className={styles.swatch.received} aria-hidden="true" />
            收到留言
          </li>
          <li>
            <span className={styles.swatch.replied} aria-hidden="true" />
            已回复
          </li>
        </Inline>
      </figcaption>
    </Box>
  );
}
