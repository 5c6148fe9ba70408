import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SectionHeading } from './SectionHeading';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('SectionHeading', () => {
  it('is an h2 by default and the level it is given otherwise, in the same look', () => {
    renderWithUi(
      <>
        <SectionHeading>基本信息</SectionHeading>
        <SectionHeading level={4}>行政处罚信息</SectionHeading>
      </>,
    );
    const h2 = screen.getByRole('heading', { level: 2, name: '基本信息' });
    const h4 = screen.getByRole('heading', { level: 4, name: '行政处罚信息' });
    for (const property of ['fontSize', 'fontWeight', 'borderInlineStartWidth', 'borderInlineStartColor', 'paddingInlineStart', 'marginTop'] as const) {
      expect(getComputedStyle(h4)[property]).toBe(getComputedStyle(h2)[property]);
    }
    expect(getComputedStyle(h2).borderInlineStartWidth).toBe('4px');
    expect(getComputedStyle(h2).borderInlineStartColor).toBe('rgb(226, 35, 35)');
    expect(getComputedStyle(h2).marginTop).toBe('0px');
  });

  it('names a section, and keeps its actions and description out of the heading', async () => {
    const { container } = renderWithUi(
      <section aria-labelledby="penalties">
        <SectionHeading id="penalties" actions={<a href="/penalties">查看全部</a>} description="共 12 条">
          行政处罚信息
        </SectionHeading>
      </section>,
    );
    expect(screen.getByRole('region', { name: '行政处罚信息' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '行政处罚信息' })).toHaveAttribute('id', 'penalties');
    const link = screen.getByRole('link', { name: '查看全部' });
    expect(link.closest('h2')).toBeNull();
    expect(screen.getByText('共 12 条').closest('h2')).toBeNull();
    // The link at the heading's end, on the same line.
    const heading = screen.getByRole('heading').getBoundingClientRect();
    expect(link.getBoundingClientRect().left).toBeGreaterThan(heading.right);
    expect(await axeViolations(container)).toEqual([]);
  });
});
