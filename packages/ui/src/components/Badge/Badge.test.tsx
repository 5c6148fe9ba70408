import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Badge, badgeTones } from './Badge';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { highContrast } from '../AccessibilityToolbar/AccessibilityToolbar.css';

describe('Badge', () => {
  it('is a label readable in every tone and in high contrast, wrapping only when longer than its line', async () => {
    const { container } = renderWithUi(
      <>
        <p>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone}>{`${tone}标签`}</Badge>
          ))}
        </p>
        <p className={highContrast}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone}>{`${tone}高对比度`}</Badge>
          ))}
        </p>
      </>,
    );
    for (const tone of badgeTones) expect(screen.getByText(`${tone}标签`).getClientRects()).toHaveLength(1);
    expect(getComputedStyle(screen.getByText('solid标签')).backgroundColor).not.toBe(getComputedStyle(screen.getByText('soft标签')).backgroundColor);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a label longer than its line within it', () => {
    renderWithUi(
      <div style={{ width: 120 }}>
        <Badge tone="neutral">失信被执行人信息及严重失信主体名单</Badge>
      </div>,
    );
    const badge = screen.getByText('失信被执行人信息及严重失信主体名单');
    expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(120);
  });

  it('is as wide as its words in a column that stretches its children', () => {
    renderWithUi(
      <div style={{ display: 'flex', flexDirection: 'column', width: 300 }}>
        <Badge tone="outline">担保贷款</Badge>
      </div>,
    );
    expect(screen.getByText('担保贷款').getBoundingClientRect().width).toBeLessThan(150);
  });
});
