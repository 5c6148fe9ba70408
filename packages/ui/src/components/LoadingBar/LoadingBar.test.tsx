import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('LoadingBar', () => {
  it('announces 正在加载… and shows the bar while loading', async () => {
    const { container } = renderWithUi(<LoadingBar active />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps an empty live region and no bar when idle', () => {
    const { rerender } = renderWithUi(<LoadingBar active label="正在检索…" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在检索…');
    rerender(<LoadingBar active={false} label="正在检索…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });
});
