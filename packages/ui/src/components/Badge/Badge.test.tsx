import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Badge, badgeTones } from './Badge';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { highContrast } from '../AccessibilityToolbar/AccessibilityToolbar.css';

describe('Badge', () => {
  it('is a label that never breaks inside, readable in every tone and in high contrast', async () => {
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
    for (const tone of badgeTones) expect(getComputedStyle(screen.getByText(`${tone}标签`)).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('solid标签')).backgroundColor).not.toBe(getComputedStyle(screen.getByText('soft标签')).backgroundColor);
    expect(await axeViolations(container)).toEqual([]);
  });
});
