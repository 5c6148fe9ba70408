import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdvertColumn } from './AdvertColumn';
import { sampleColumnAdverts, unsafeAdvert } from '../AdvertFloat/advertFixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('AdvertColumn', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the adverts as links opening in a new window, with http:// prepended where missing', async () => {
    renderWithUi(<AdvertColumn adverts={sampleColumnAdverts} />);
    const column = screen.getByRole('complementary', { name: '左侧广告' });
    expect(getComputedStyle(column).position).toBe('sticky');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://xyd.creditchina.gov.cn/',
      'http://credit.example.gov.cn/cxjy',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('closes when the visitor presses 关闭', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<AdvertColumn adverts={sampleColumnAdverts} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '关闭左侧广告' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows an advert with an unsafe address without a link', () => {
    renderWithUi(<AdvertColumn adverts={[unsafeAdvert]} />);
    expect(screen.getByRole('img', { name: unsafeAdvert.alt }).closest('a')).toBeNull();
  });

  it('is hidden on a narrow screen', async () => {
    await page.viewport(375, 667);
    renderWithUi(<AdvertColumn adverts={sampleColumnAdverts} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('complementary', { hidden: true })).not.toBeVisible();
  });

  it('renders nothing without adverts', () => {
    renderWithUi(<AdvertColumn adverts={[]} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
