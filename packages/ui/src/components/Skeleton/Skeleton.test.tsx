import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import * as styles from './Skeleton.css';

describe('Skeleton', () => {
  it('marks its container busy and says 正在加载… to screen readers', async () => {
    const { container } = renderWithUi(<Skeleton />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws rows, cards or a table with a head row', () => {
    const { container, rerender } = renderWithUi(<Skeleton count={3} />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    rerender(<Skeleton variant="table" count={3} columns={5} />);
    const rows = container.querySelectorAll('[data-variant="table"] > [aria-hidden="true"]');
    expect(rows).toHaveLength(4);
    expect(rows[0]!.children).toHaveLength(5);
  });

  it('turns the shimmer off for visitors who prefer reduced motion', () => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules.filter(
      (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
    );
    const barRules = reduced
      .flatMap((rule) => Array.from(rule.cssRules))
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === `.${styles.bar}`);
    expect(barRules).toHaveLength(1);
    expect(barRules[0]!.style.animationName).toBe('none');
  });
});
