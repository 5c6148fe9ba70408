import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NewStyleFooter } from './NewStyleFooter';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('NewStyleFooter', () => {
  it('shows the organiser, a callable phone number and the filing number', async () => {
    const { container } = renderWithUi(
      <NewStyleFooter
        organiser="示例市发展和改革委员会"
        phone="0594-2288 0000"
        icp={{ number: '闽ICP备12345678号-1', href: 'https://beian.miit.gov.cn/' }}
      />,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('主办单位：示例市发展和改革委员会');
    expect(screen.getByRole('link', { name: '0594-2288 0000' })).toHaveAttribute('href', 'tel:059422880000');
    const icp = screen.getByRole('link', { name: /闽ICP备12345678号-1/ });
    expect(icp).toHaveAttribute('target', '_blank');
    expect(await axeViolations(container)).toEqual([]);
  });
});
