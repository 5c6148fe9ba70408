import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Card, LinkCard, Receipt, cardLooks } from './Card';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { sharedTokens } from '../../theme/tokens';

describe('Card', () => {
  it('is the element it is given, its children spaced by the gap asked for, in every look without an axe violation', async () => {
    const { container } = renderWithUi(
      <ul aria-label="卡片">
        {cardLooks.map((look) => (
          <Card key={look} as="li" look={look} space="md">
            <h3>{look}</h3>
            <p>信用信息每日更新。</p>
          </Card>
        ))}
      </ul>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(cardLooks.length);
    for (const item of items) expect(getComputedStyle(item).rowGap).toBe(sharedTokens.space.md);
    // `quote` has the brand's bar at its start only; `outline` a thin border all round.
    const quote = getComputedStyle(items[cardLooks.indexOf('quote')]!);
    expect(quote.borderLeftWidth).toBe('4px');
    expect(quote.borderTopStyle).toBe('none');
    expect(getComputedStyle(items[cardLooks.indexOf('outline')]!).borderTopWidth).toBe('1px');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a long unbroken value inside its width', () => {
    renderWithUi(
      <div style={{ width: 200 }}>
        <Card>
          <span>91350304MA2Y3K8L0X91350304MA2Y3K8L0X91350304MA2Y3K8L0X</span>
        </Card>
      </div>,
    );
    const card = screen.getByText(/91350304/).parentElement!;
    expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  });
});

describe('LinkCard', () => {
  it('is one link through the app’s link component, named by its words', async () => {
    const { container } = renderWithUi(<LinkCard href="/credit-repair/apply" title="在线申请" description="提交信用修复申请" figure="12" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/credit-repair/apply');
    expect(link.textContent).toBe('12在线申请提交信用修复申请');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Receipt', () => {
  it('shows its title at the level given and the number after its label, and takes focus when the page gives it', async () => {
    function Filed() {
      const ref = useRef<HTMLDivElement>(null);
      useEffect(() => ref.current?.focus(), []);
      return (
        <Receipt ref={ref} tabIndex={-1} role="status" aria-labelledby="r" titleId="r" title="提交成功" titleLevel={3} number="XF20261103000123" numberLabel="查询编号">
          <p>请妥善保存。</p>
        </Receipt>
      );
    }
    const { container } = renderWithUi(<Filed />);
    const receipt = screen.getByRole('status', { name: '提交成功' });
    expect(screen.getByRole('heading', { level: 3, name: '提交成功' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('查询编号：XF20261103000123请妥善保存。');
    expect(receipt).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });
});
