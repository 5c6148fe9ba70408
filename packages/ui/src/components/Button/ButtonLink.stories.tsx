import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink, buttonLinkVariants } from './ButtonLink';
import { buttonSizes } from './Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { elderMode } from '../../storybook/elderMode';
import { highContrast } from '../AccessibilityToolbar/AccessibilityToolbar.css';

const meta = {
  title: '布局 Layout/ButtonLink 按钮样式链接',
  component: ButtonLink,
  args: { href: '/wanna-repair', children: '申请信用修复', variant: 'primary', size: 'medium' },
  argTypes: { variant: { control: 'inline-radio', options: buttonLinkVariants }, size: { control: 'inline-radio', options: buttonSizes } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real link (it opens in a new tab with the browser's own means) in the primary button's look. */
export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '申请信用修复' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/wanna-repair');
  },
};

/** Every variant in both sizes. */
export const AllVariantsAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {buttonLinkVariants.map((variant) => (
            <ButtonLink key={variant} href={`#${variant}-${size}`} variant={variant} size={size}>
              {`${variant} ${size}`}
            </ButtonLink>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** A file to save: a plain anchor with `download`, never through the router. */
export const Download: Story = {
  args: { href: '/files/credit-report-sample.pdf', download: '信用报告样例.pdf', children: '下载报告' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '下载报告' })).toHaveAttribute('download', '信用报告样例.pdf');
  },
};

/** Another site in a new window; screen readers hear （在新窗口打开）. */
export const NewWindow: Story = {
  args: { href: 'https://www.creditchina.gov.cn/', newWindow: true, variant: 'secondary', children: '信用中国' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** Repeated links in a list say which record each opens. */
export const RepeatedInAList: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {['顺达建材', '华丰鞋业', '安和食品'].map((name) => (
        <li key={name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span>{name}</span>
          <ButtonLink href={`#${name}`} size="small">
            查看详情<VisuallyHidden>：{name}</VisuallyHidden>
          </ButtonLink>
        </li>
      ))}
    </ul>
  ),
};

/** 关怀版: the button's 52 px height and 24 px words. */
export const ElderMode: Story = {
  globals: { ...elderMode },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link')).minHeight).toBe('52px');
  },
};

/** High contrast (the accessibility toolbar's 高对比度): black on yellow, like the button, not a yellow underlined link. */
export const HighContrast: Story = {
  render: (args) => (
    <div className={highContrast} style={{ display: 'flex', gap: 12, padding: 16 }}>
      <ButtonLink {...args} />
      <ButtonLink href="/credit-report" variant="secondary">
        返回列表
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '申请信用修复' });
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(255, 255, 0)');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
