import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Breadcrumb } from './Breadcrumb';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const trail = [
  { title: '首页', href: '/home' },
  { title: '信用服务' },
  { title: '信用动态', href: '/credit-dynamics' },
  { title: '工作推进会' },
];

describe('Breadcrumb', () => {
  it('is a navigation named 当前位置 with an ordered list of the trail', async () => {
    renderWithUi(<Breadcrumb items={trail} />);
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect(nav).toHaveTextContent(/^当前位置：/);
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['首页', '信用服务', '信用动态', '工作推进会']);
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(await axeViolations(nav)).toEqual([]);
  });

  it('links the levels that have a page and marks the last as the current page', () => {
    renderWithUi(<Breadcrumb items={trail} />);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: '信用动态' })).toHaveAttribute('href', '/credit-dynamics');
    expect(screen.queryByRole('link', { name: '信用服务' })).toBeNull();
    expect(screen.getByText('工作推进会')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('takes its label from labels', () => {
    renderWithUi(<Breadcrumb items={trail} labels={{ label: '您的位置' }} />);
    expect(screen.getByRole('navigation', { name: '您的位置' })).toBeInTheDocument();
  });

  it('renders nothing for an empty trail', () => {
    renderWithUi(<Breadcrumb items={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
