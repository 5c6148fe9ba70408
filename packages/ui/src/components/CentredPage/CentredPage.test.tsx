import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CentredPage, CentredPanel } from './CentredPage';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('CentredPage', () => {
  it('is the page’s main, its code shown but not read, its parts centred on the screen', async () => {
    const { container } = renderWithUi(
      <CentredPage code="401">
        <h1>无权访问</h1>
        <p>请先登录。</p>
      </CentredPage>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByText('401')).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(main).minHeight).toBe(`${window.innerHeight}px`);
    expect(getComputedStyle(main).textAlign).toBe('center');
    const heading = screen.getByRole('heading', { name: '无权访问' }).getBoundingClientRect();
    const box = main.getBoundingClientRect();
    expect(Math.abs(heading.left + heading.width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('holds a panel no wider than 27.5em, its text at its start when told', () => {
    renderWithUi(
      <CentredPage as="div" textAlign="start">
        <CentredPanel>
          <p>用户登录</p>
        </CentredPanel>
      </CentredPage>,
    );
    const panel = screen.getByText('用户登录').parentElement!;
    expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(27.5 * parseFloat(getComputedStyle(panel).fontSize));
    expect(getComputedStyle(panel).textAlign).not.toBe('center');
  });
});
