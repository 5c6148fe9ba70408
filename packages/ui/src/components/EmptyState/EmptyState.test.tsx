import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('EmptyState', () => {
  it('says 暂无数据 by default', async () => {
    const { container } = renderWithUi(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a caller’s title, help and actions', () => {
    renderWithUi(
      <EmptyState title="未找到相关企业" description="请核对企业名称">
        <a href="/home">返回首页</a>
      </EmptyState>,
    );
    expect(screen.getByText('未找到相关企业')).toBeVisible();
    expect(screen.getByText('请核对企业名称')).toBeVisible();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeVisible();
  });
});
