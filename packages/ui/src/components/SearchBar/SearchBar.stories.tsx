import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar, searchBarVariants } from './SearchBar';
import { invalidCreditCode, validCreditCode } from '../../storybook/fixtures';
import { elderMode } from '../../storybook/elderMode';

const meta = {
  title: '组件/SearchBar 搜索',
  component: SearchBar,
  args: {
    requestCaptcha: fn(async () => true),
    onSearch: fn(),
    onTypeChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: searchBarVariants },
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 0 信用信息, the default. */
export const CreditInformation: Story = {};

export const UnifiedSocialCreditCode: Story = { args: { defaultType: 1 } };

export const FullTextSearch: Story = { args: { defaultType: 4, defaultKeyword: '信用修复' } };

/** The compact bar of the page header: 企业法人 and 社会组织. */
export const HeaderVariant: Story = { args: { variant: 'header' } };

/** Types 2 and 3 are offered but closed: the field is disabled and says 暂未开放. */
export const ClosedType: Story = {
  args: { types: [0, 1, 2, 3, 4], defaultType: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('搜索关键词')).toBeDisabled();
    await expect(canvas.getByPlaceholderText('暂未开放')).toBeInTheDocument();
  },
};

export const EmptyKeyword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByLabelText('搜索关键词')).toHaveAccessibleDescription('请输入搜索关键词');
    await expect(args.requestCaptcha).not.toHaveBeenCalled();
  },
};

export const InvalidCreditCode: Story = {
  args: { defaultType: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('搜索关键词'), invalidCreditCode);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('统一社会信用代码格式不正确');
    await expect(canvas.getByLabelText('搜索关键词')).toHaveValue(invalidCreditCode);
    await expect(args.requestCaptcha).not.toHaveBeenCalled();
  },
};

/** The visitor closed the captcha dialog: nothing is searched and the keyword stays. */
export const CaptchaRefused: Story = {
  args: { requestCaptcha: fn(async () => false), defaultKeyword: '示例市信用科技有限公司' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.requestCaptcha).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('搜索关键词')).toHaveValue('示例市信用科技有限公司');
  },
};

export const CaptchaPassed: Story = {
  args: { defaultType: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜索关键词'), validCreditCode);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ type: 1, keyword: validCreditCode });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { types: [0, 1, 2, 3, 4] },
};

/** 关怀版: the box and its 搜索 button at the controls' 52 px, the message in 24 px words. */
export const ElderMode: Story = {
  name: '关怀版',
  globals: { ...elderMode },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入搜索关键词');
    await expect(canvas.getByRole('searchbox').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PhoneElderMode: Story = {
  name: '手机（关怀版）',
  globals: { ...elderMode, viewport: { value: 'phone', isRotated: false } },
  args: { types: [0, 1, 2, 3, 4] },
};
