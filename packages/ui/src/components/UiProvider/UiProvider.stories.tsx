import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect } from 'storybook/test';
import { UiProvider, type UiLinkProps } from './UiProvider';
import { TabMenu } from '../TabMenu/TabMenu';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { firstTabs } from '../../storybook/fixtures';

/**
 * How an app plugs in its router: this stand-in link writes hash addresses, as a hash
 * router's link would. Every internal link of every component goes through it.
 */
const HashLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function HashLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={`#${href}`} {...rest}>
      {children}
    </a>
  );
});

const meta = {
  title: '组件/UiProvider 链接提供者',
  component: UiProvider,
  parameters: { layout: 'fullscreen' },
  args: { linkComponent: HashLink },
  render: (args) => (
    <UiProvider {...args}>
      <TabMenu tabs={firstTabs(7)} activeHref="/credit-dynamics" />
      <SiteFooter />
    </UiProvider>
  ),
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppLinkComponent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '信用动态' })).toHaveAttribute('href', '#/credit-dynamics');
    await expect(canvas.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '#/about-us');
  },
};

export const PlainAnchors: Story = {
  args: { linkComponent: undefined },
};
