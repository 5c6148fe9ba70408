import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Figures } from './Figures';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { careMode } from '../../theme/careMode.css';

const items = [
  { label: '累计受理', value: '12,806' },
  { label: '已办结', value: '12,511' },
  { label: '办结率', value: '97.7%' },
];

describe('Figures', () => {
  it('reads each label before its number, the figures side by side on a wide screen', async () => {
    const { container } = renderWithUi(
      <div style={{ width: 900 }}>
        <Figures items={items} aria-label="受理情况" />
      </div>,
    );
    const list = container.querySelector('dl')!;
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('12,806');
    expect(list).toHaveAttribute('aria-label', '受理情况');
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['累计受理', '已办结', '办结率']);
    const [first, second] = [...list.children].map((group) => group.getBoundingClientRect());
    expect(second!.top).toBe(first!.top);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stands one per row in 关怀版, however wide the screen', () => {
    const { container } = renderWithUi(
      <div className={careMode.red} style={{ width: 900 }}>
        <Figures items={items} look="soft" />
      </div>,
    );
    const groups = [...container.querySelectorAll('dl > div')].map((group) => group.getBoundingClientRect());
    expect(new Set(groups.map((box) => box.top)).size).toBe(3);
  });
});
