import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './Button';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('Button', () => {
  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    const { container } = renderWithUi(<Button onClick={onClick}>查询</Button>);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a plain button by default, so it does not submit its form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>重置</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '重置' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when its type is submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary">
          查询
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button onClick={onClick} disabled>
        查询
      </Button>,
    );
    const button = screen.getByRole('button', { name: '查询' });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is busy and does nothing while loading, keeping its label', async () => {
    const onClick = vi.fn();
    const { container } = renderWithUi(
      <Button onClick={onClick} loading variant="primary">
        下载PDF版信用报告
      </Button>,
    );
    const button = screen.getByRole('button', { name: '下载PDF版信用报告' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can be pressed with Enter and Space from the keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<Button onClick={onClick}>标记已读</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: '标记已读' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('passes aria attributes and its ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithUi(
      <Button ref={ref} variant="link" size="small" aria-expanded={false} aria-controls="filters">
        展开
      </Button>,
    );
    const button = screen.getByRole('button', { name: '展开' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'filters');
    expect(ref.current).toBe(button);
  });
});
