import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';
import { renderWithUi } from '../../test/renderWithUi';
import { isOnScreen } from '../../storybook/elderMode';

/** An accessible name as spelt, whatever spaces name computation puts around a visually hidden part. */
const spelt = (words: string) => (name: string) => name.replace(/\s/g, '') === words;

describe('VisuallyHidden', () => {
  it('adds words to a link’s name without drawing them', () => {
    renderWithUi(
      <a href="/record/1">
        查看详情<VisuallyHidden>：示例市西城区顺达建材有限公司</VisuallyHidden>
      </a>,
    );
    const link = screen.getByRole('link', { name: spelt('查看详情：示例市西城区顺达建材有限公司') });
    const hidden = screen.getByText('：示例市西城区顺达建材有限公司');
    expect(hidden.tagName).toBe('SPAN');
    expect(isOnScreen(hidden)).toBe(false);
    expect(link.getBoundingClientRect().width).toBeLessThan(100);
  });

  it('can be a heading that names a section for screen readers only', () => {
    renderWithUi(
      <section aria-labelledby="results">
        <VisuallyHidden as="h2" id="results">
          查询结果
        </VisuallyHidden>
      </section>,
    );
    expect(screen.getByRole('region', { name: '查询结果' })).toBeInTheDocument();
    expect(isOnScreen(screen.getByRole('heading', { level: 2 }))).toBe(false);
  });
});
