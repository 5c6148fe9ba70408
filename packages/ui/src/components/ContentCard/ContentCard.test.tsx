import { describe, expect, it } from 'vitest';
import { forwardRef } from 'react';
import { screen } from '@testing-library/react';
import { ContentCard } from './ContentCard';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import type { UiLinkProps } from '../UiProvider/UiProvider';

describe('ContentCard', () => {
  it('shows the title as a link with 来源单位, 数据总量 and 更新时间', async () => {
    const { container } = renderWithUi(
      <ContentCard title="行政许可信息" href="/credit-catalog-detail?id=1" organ="示例市市场监督管理局" count={128456} time="2024-03-08 15:30:00" />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '行政许可信息' })).toBeVisible();
    expect(screen.getByRole('link', { name: '行政许可信息' })).toHaveAttribute('href', '/credit-catalog-detail?id=1');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['来源单位', '数据总量', '更新时间']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '示例市市场监督管理局',
      '128,456',
      '2024-03-08',
    ]);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2024-03-08');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders its link with the app’s link component', () => {
    const AppLink = forwardRef<HTMLAnchorElement, UiLinkProps>(({ href, children, ...rest }, ref) => (
      <a ref={ref} href={`#${href}`} {...rest}>
        {children}
      </a>
    ));
    renderWithUi(<ContentCard title="行政处罚信息" href="/x" />, { linkComponent: AppLink });
    expect(screen.getByRole('link', { name: '行政处罚信息' })).toHaveAttribute('href', '#/x');
    expect(screen.queryAllByRole('term')).toHaveLength(0);
  });

  it('takes its own labels and heading level', () => {
    renderWithUi(<ContentCard title="红名单" href="/x" organ="某局" headingLevel={2} labels={{ organ: '提供单位' }} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.getByRole('term')).toHaveTextContent('提供单位');
  });
});
