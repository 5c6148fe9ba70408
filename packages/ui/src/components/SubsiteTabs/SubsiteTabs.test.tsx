import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubsiteTabs } from './SubsiteTabs';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { subsiteTabsVariants } from './SubsiteTabs';

const tabs = [
  { label: '医保要闻', value: 'news', href: '/medical-insurance-news' },
  { label: '政策法规', value: 'policy', href: '/medical-insurance-policy' },
  { label: '统计数据', value: 'statistic', href: '/medical-insurance-statistic' },
];

describe('SubsiteTabs', () => {
  it('is a navigation of links, the current one marked aria-current="page"', () => {
    renderWithUi(<SubsiteTabs tabs={tabs} activeValue="policy" label="医保栏目" />);
    expect(screen.getByRole('navigation', { name: '医保栏目' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '医保要闻' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '统计数据' })).toHaveAttribute('href', '/medical-insurance-statistic');
  });

  it('is reached link by link with Tab', async () => {
    const user = userEvent.setup();
    renderWithUi(<SubsiteTabs tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole('link', { name: '医保要闻' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '政策法规' })).toHaveFocus();
  });

  it.each(subsiteTabsVariants)('has no accessibility violations in the %s variant', async (variant) => {
    const { container } = renderWithUi(<SubsiteTabs tabs={tabs} activeValue="news" variant={variant} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
