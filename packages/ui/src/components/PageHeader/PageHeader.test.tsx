import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('PageHeader', () => {
  it('shows the title as the page heading, the English title and the breadcrumb', async () => {
    const { container } = renderWithUi(
      <PageHeader
        title="信用承诺"
        englishTitle="Credit Commitment"
        breadcrumb={<Breadcrumb items={[{ title: '首页', href: '/home' }, { title: '信用承诺' }]} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '信用承诺' })).toBeVisible();
    expect(screen.getByText('Credit Commitment')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can use a second-level heading inside a page that has its own', () => {
    renderWithUi(<PageHeader title="医保信用评分" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: '医保信用评分' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
