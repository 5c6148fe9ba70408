import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { screen } from '@testing-library/react';
import { Facts, type Fact } from './Facts';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { careMode } from '../../theme/careMode.css';
import { breakpointWidths } from '../../theme/tokens';

const record: Fact[] = [
  { term: '行政相对人名称', value: '示例市西城区顺达建材有限公司' },
  { term: '统一社会信用代码', value: '91350304MA2Y3K8L0X' },
  { term: '处罚机关', value: '示例市市场监督管理局' },
  { term: '罚款金额', value: null },
  { term: '违法事实', value: '该公司在其经营场所销售不符合保障人体健康和人身、财产安全的国家标准、行业标准的产品。'.repeat(3), wide: true },
];

const box = (el: Element) => el.getBoundingClientRect();

describe('Facts', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  it('is a description list: each term with its value, a missing value read as 暂无', async () => {
    const { container } = renderWithUi(<Facts items={record} aria-label="处罚信息" />);
    const list = container.querySelector('dl')!;
    expect(list).toHaveAttribute('aria-label', '处罚信息');
    const groups = [...list.children];
    expect(groups.map((g) => g.tagName)).toEqual(['DIV', 'DIV', 'DIV', 'DIV', 'DIV']);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(record.map((f) => f.term));
    const values = screen.getAllByRole('definition');
    expect(values[1]).toHaveTextContent('91350304MA2Y3K8L0X');
    expect(values[3]).toHaveTextContent('—暂无');
    expect(values[3]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('—');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts each term beside its value, and two pairs side by side from the md width when told', async () => {
    renderWithUi(<Facts items={record} columns={2} look="boxed" />);
    const [name, code] = screen.getAllByRole('term');
    const [nameValue] = screen.getAllByRole('definition');
    expect(box(nameValue!).top).toBe(box(name!).top);
    expect(box(code!).top).toBe(box(name!).top);
    // The wide fact takes the whole row.
    const wide = screen.getByText('违法事实').parentElement!;
    expect(box(wide).width).toBe(wide.parentElement!.clientWidth);
    await page.viewport(breakpointWidths.md - 1, 700);
    expect(box(screen.getAllByRole('term')[1]!).top).toBeGreaterThan(box(name!).top);
  });

  it('inline, puts the pairs one after another in a wrapping line, each term right before its value', async () => {
    const { container } = renderWithUi(
      <div style={{ width: 600 }}>
        <Facts look="inline" items={[{ term: '留言人', value: '王**' }, { term: '留言时间', value: '2026-11-03' }]} aria-label="留言信息" />
      </div>,
    );
    const [writer, time] = screen.getAllByRole('term');
    const [writerValue] = screen.getAllByRole('definition');
    expect(box(time!).top).toBe(box(writer!).top);
    expect(box(writerValue!).left).toBeGreaterThan(box(writer!).right - 1);
    expect(box(time!).left).toBeGreaterThan(box(writerValue!).right);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('wraps a long value inside its cell and, at 320 px in 关怀版, puts the value under its term', async () => {
    await page.viewport(320, 640);
    const { container } = renderWithUi(
      <div className={careMode.red}>
        <Facts items={[{ term: '统一社会信用代码', value: '91350304MA2Y3K8L0X91350304MA2Y3K8L0X' }]} columns={2} look="boxed" />
      </div>,
    );
    const list = container.querySelector('dl')!;
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const value = screen.getByRole('definition');
    expect(box(value).right).toBeLessThanOrEqual(320);
    expect(box(value).top).toBeGreaterThanOrEqual(box(screen.getByRole('term')).bottom);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives the term the room it is told: sm, md or lg characters', () => {
    renderWithUi(
      <>
        <Facts items={[{ term: '名称', value: '甲' }]} termWidth="sm" />
        <Facts items={[{ term: '名称', value: '乙' }]} termWidth="lg" />
      </>,
    );
    const [short, long] = screen.getAllByRole('term');
    expect(box(long!).width).toBeGreaterThan(box(short!).width);
    expect(box(screen.getByText('乙')).left).toBeGreaterThan(box(screen.getByText('甲')).left);
  });
});
