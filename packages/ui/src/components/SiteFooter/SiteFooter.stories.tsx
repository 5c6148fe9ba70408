import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';
import { sampleBadge } from '../../storybook/fixtures';

const meta = {
  title: '组件/SiteFooter 页脚',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    organiser: '示例市发展和改革委员会',
    extraLines: ['承办单位：示例市公共信用信息中心', '建议使用 1280×800 以上分辨率浏览本站'],
    icp: { number: '闽ICP备12345678号-1', href: 'https://beian.miit.gov.cn/' },
    police: {
      number: '闽公网安备 35030202000123号',
      href: 'https://beian.mps.gov.cn/',
    },
    badge: { src: sampleBadge, alt: '党政机关', href: 'https://bszs.conac.cn/' },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Minimal: Story = {
  args: { extraLines: [], badge: undefined, police: undefined },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
