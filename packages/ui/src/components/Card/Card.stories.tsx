import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, LinkCard, Receipt, cardLooks } from './Card';
import { Heading, Text } from '../Text/Text';
import { Tiles } from '../../layout/Tiles';

const meta = {
  title: '布局 Layout/Card 卡片',
  component: Card,
  args: { look: 'outline', padding: 'md', space: 'sm', as: 'article' },
  argTypes: { look: { control: 'select', options: cardLooks }, padding: { control: 'inline-radio', options: ['md', 'lg'] } },
  render: (args) => (
    <Card {...args}>
      <Heading level={3}>信用贷款产品</Heading>
      <Text tone="muted" size="sm">
        发放机构：某某银行
      </Text>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record as a card: its children one under the other. */
export const Outline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toContainElement(canvas.getByRole('heading', { name: '信用贷款产品' }));
  },
};

/** Every look, in a grid whose cards are as tall as their row. */
export const AllLooks: Story = {
  render: () => (
    <Tiles as="ul" minWidth="sm" space="md" aria-label="卡片样式">
      {cardLooks.map((look) => (
        <Card key={look} look={look} padding={look === 'panel' ? 'lg' : 'md'}>
          <Heading level={3} size="md">
            {look}
          </Heading>
          <Text size="sm">{look === 'quote' ? '答复：您的申请已受理。' : '信用信息每日更新。'}</Text>
        </Card>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(cardLooks.length);
  },
};

/** Cards that are links as a whole: an area's ways in, and counts leading to their lists. */
export const LinkCards: Story = {
  render: () => (
    <Tiles as="ul" minWidth="md" space="md" aria-label="信用修复">
      <LinkCard href="#apply" title="在线申请" description="提交信用修复申请及证明材料" />
      <LinkCard href="#progress" title="进度查询" description="凭受理编号查询办理进度" look="accent" />
      <LinkCard href="#a" title="A 级纳税人" figure="1,286" />
    </Tiles>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^在线申请\s*提交信用修复申请及证明材料$/ })).toHaveAttribute('href', '#apply');
    await expect(canvas.getByRole('link', { name: /^1,286\s*A 级纳税人$/ })).toBeInTheDocument();
  },
};

/** The receipt after a submission: its title, the number large, how to follow it up. */
export const SubmissionReceipt: Story = {
  render: () => (
    <Receipt title="提交成功" titleId="receipt-title" aria-labelledby="receipt-title" role="status" number="XF20261103000123">
      <Text>请妥善保存受理编号，可在“办件查询”中查看办理进度。</Text>
    </Receipt>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '提交成功' })).toHaveTextContent('受理编号：XF20261103000123');
  },
};

/** A long number wraps inside the receipt on a phone. */
export const ReceiptOnPhone: Story = {
  render: () => <Receipt title="申请已受理" number="XF2026110300012345678901234567890123456789" />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
