import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProgressSteps } from './ProgressSteps';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('ProgressSteps', () => {
  it('is an ordered list whose reached steps are filled and said to be done', async () => {
    const { container } = renderWithUi(
      <ProgressSteps
        aria-label="办理进度"
        steps={[
          { label: '已提交', done: true },
          { label: '已办结', done: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '办理进度' });
    expect(list.tagName).toBe('OL');
    const [done, todo] = screen.getAllByRole('listitem');
    expect(done).toHaveTextContent('已提交（已完成）');
    expect(todo).toHaveTextContent('已办结（未完成）');
    expect(getComputedStyle(done!).backgroundColor).not.toBe(getComputedStyle(todo!).backgroundColor);
    expect(await axeViolations(container)).toEqual([]);
  });
});
