import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { SearchBar } from '../components/SearchBar/SearchBar';
import { TabMenu } from '../components/TabMenu/TabMenu';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { redTheme } from './redTheme.css';
import { blueTheme } from './blueTheme.css';
import { vars } from './contract.css';
import { axeViolations } from '../test/axe';
import { firstTabs, externalTab } from '../storybook/fixtures';

function Page({ theme }: { theme: string }) {
  return (
    <div className={theme}>
      <SiteHeader portalName="信用示例" user={{ name: '张三' }} />
      <TabMenu tabs={[...firstTabs(15), externalTab]} activeHref="/credit-dynamics" />
      <main>
        <SearchBar types={[0, 1, 2, 3, 4]} requestCaptcha={async () => true} onSearch={() => {}} />
        <SearchBar variant="header" requestCaptcha={async () => true} onSearch={() => {}} />
      </main>
      <SiteFooter organiser="某市发展和改革委员会" icp={{ number: '闽ICP备12345678号-1', href: '#' }} />
    </div>
  );
}

describe.each([
  ['red', redTheme],
  ['blue', blueTheme],
])('the %s theme', (_name, theme) => {
  it('gives every text AA contrast', async () => {
    const { container } = render(<Page theme={theme} />);
    expect(await axeViolations(container, ['color-contrast'])).toEqual([]);
  });

  it('gives the validation message and the hovered type AA contrast', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page theme={theme} />);
    const [mainSearch] = screen.getAllByRole('search');
    await user.click(within(mainSearch!).getByRole('button', { name: '搜索' }));
    await user.hover(within(mainSearch!).getByRole('radio', { name: '全文检索' }));
    expect(within(mainSearch!).getByRole('alert')).toHaveTextContent('请输入搜索关键词');
    expect(await axeViolations(container, ['color-contrast'])).toEqual([]);
  });

  it('sets the spec’s brand colour and fixed sizes', () => {
    const { container } = render(<Page theme={theme} />);
    const style = getComputedStyle(container.firstElementChild!);
    const read = (cssVar: string) => style.getPropertyValue(cssVar.replace(/^var\((--[^,)]+).*$/, '$1')).trim();
    expect(read(vars.color.brand)).toBe(theme === redTheme ? '#e22323' : '#185aae');
    expect(read(vars.size.sidebarWidth)).toBe('230px');
    expect(read(vars.size.dialogWidth)).toBe('550px');
    expect(read(vars.size.paginationMarginTop)).toBe('54px');
    expect(read(vars.size.contentWidth)).toBe('1200px');
  });
});
