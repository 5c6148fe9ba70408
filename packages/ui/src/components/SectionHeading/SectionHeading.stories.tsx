import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeading, sectionHeadingLevels } from './SectionHeading';
import { minimumTarget } from '../../styles/minimumTarget.css';

const meta = {
  title: '布局 Layout/SectionHeading 栏目标题',
  component: SectionHeading,
  args: { level: 2, children: '基本信息' },
  argTypes: { level: { control: 'inline-radio', options: sectionHeadingLevels } },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '基本信息' })).toBeInTheDocument();
  },
};

/** Every level looks the same: the level is the page outline's, not a size. */
export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {sectionHeadingLevels.map((level) => (
        <SectionHeading key={level} level={level}>{`${level} 级标题：行政处罚信息`}</SectionHeading>
      ))}
    </div>
  ),
};

/** A 查看全部 link at its end and a line under it, neither part of the heading. */
export const WithActionsAndDescription: Story = {
  args: {
    children: '行政处罚信息',
    actions: (
      <a className={minimumTarget} href="#penalties">
        查看全部
      </a>
    ),
    description: '共 12 条，更新于 2026-11-02',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '行政处罚信息' })).toBeInTheDocument();
  },
};

/** A long heading wraps on a phone; its link goes under it. */
export const LongOnPhone: Story = {
  args: {
    children: '关于示例市某某建设工程有限公司未按规定办理施工许可擅自施工的行政处罚决定',
    actions: (
      <a className={minimumTarget} href="#all">
        查看全部
      </a>
    ),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
