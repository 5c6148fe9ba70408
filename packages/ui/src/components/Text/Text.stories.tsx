import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Text, TextLink, TextList, textLeadings, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: '布局 Layout/Text 文字',
  component: Text,
  args: { children: '信用修复是指信用主体在失信行为纠正后，按规定申请移出失信名单或停止公示失信信息。' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    leading: { control: 'inline-radio', options: textLeadings },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the theme's body text, no margin of its own. */
export const Paragraph: Story = {
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/信用修复是指/);
    await expect(paragraph.tagName).toBe('P');
    await expect(getComputedStyle(paragraph).marginTop).toBe('0px');
  },
};

/** Every size, tone, weight and line height of the scale. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textSizes.map((size) => (
        <Text key={size} size={size}>{`${size}：信用中国`}</Text>
      ))}
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>{`${tone}：发布时间 2026-03-01`}</Text>
      ))}
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>{`${weight}：受理编号`}</Text>
      ))}
      {textLeadings.map((leading) => (
        <Text key={leading} leading={leading}>{`${leading}：信用承诺是指市场主体向行政机关作出的书面承诺，承诺内容将向社会公开，接受社会监督。`}</Text>
      ))}
      <Text code>XF20261103000123</Text>
    </div>
  ),
};

/** A message as its writer wrote it: line breaks kept, a long unbroken value wrapped on a phone. */
export const PreservedLinesOnPhone: Story = {
  args: { preserveLines: true, children: '第一行：您好。\n第二行：请问如何申请信用修复？\n91350304MA2Y3K8L0X91350304MA2Y3K8L0X91350304MA2Y3K8L0X' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/第一行/)).whiteSpace).toBe('pre-wrap');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Headings look as their size says, whatever their level; `ruled` is a page's own title. */
export const Headings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1} size="xl" ruled>
        信用承诺
      </Heading>
      <Heading level={2}>承诺书模板</Heading>
      <Heading level={3} tone="brand">
        <a href="#detail">行政许可信用承诺书</a>
      </Heading>
      <Heading level={4} size="md">
        适用范围
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '信用承诺' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(canvas.getByRole('link', { name: '行政许可信用承诺书' }));
  },
};

/** Numbered steps, points, and a bare list of links. */
export const Lists: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextList numbered leading="relaxed" aria-label="办理流程">
        <li>在线提交信用修复申请</li>
        <li>认定单位审核材料</li>
        <li>审核通过后停止公示</li>
      </TextList>
      <TextList tone="muted" aria-label="注意事项">
        <li>材料须加盖公章</li>
        <li>办理时限为 5 个工作日</li>
      </TextList>
      <TextList bare space="sm" aria-label="相关链接">
        <li>
          <a href="#guide">办事指南</a>
        </li>
        <li>
          <a href="#query">进度查询</a>
        </li>
      </TextList>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '办理流程' }).tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
  },
};

/** Links in a sentence and on a line of their own (a 24 px target). */
export const Links: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Text>
        请先阅读<TextLink href="#guide">办事指南</TextLink>，再提交申请。
      </Text>
      <TextLink href="#list" standalone>
        返回列表
      </TextLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回列表' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
