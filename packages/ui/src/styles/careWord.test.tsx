/**
 * 关怀版's plain words: each icon or symbol of a component has a word that shows in elder mode
 * only, and the control's accessible name is the same in both modes (one query finds it in each).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { StoryFrame, type StoryModeName } from '../storybook/StoryFrame';
import { isOnScreen } from '../storybook/elderMode';
import { Dialog } from '../components/Dialog/Dialog';
import { ToastProvider, useToast } from '../components/Toast/Toast';
import { Field } from '../components/Field/Field';
import { TextInput } from '../components/TextInput/TextInput';
import { RadioGroup } from '../components/RadioGroup/RadioGroup';
import { DataTable } from '../components/DataTable/DataTable';
import { SideMenu } from '../components/SideMenu/SideMenu';
import { SiteLinksMenu } from '../components/SiteLinksMenu/SiteLinksMenu';
import { Pagination } from '../components/Pagination/Pagination';


function ToastOnMount() {
  const toast = useToast();
  useEffect(() => {
    toast.info('草稿已保存');
  }, [toast]);
  return null;
}

interface Case {
  name: string;
  ui: ReactElement;
  /** The control, found by role and the name it has in both modes. */
  control: { role: 'button' | 'textbox' | 'group'; name: string };
  /** The word 关怀版 shows, and the symbol it shows in 标准版 (if the symbol gives way). */
  word: string;
  symbol?: string;
  phone?: boolean;
}

const cases: Case[] = [
  {
    name: 'a dialog’s × says 关闭',
    ui: (
      <Dialog.Root open>
        <Dialog.Content title="离开本站">
          <Dialog.Body>即将访问外部网站。</Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    ),
    control: { role: 'button', name: '关闭' },
    word: '关闭',
  },
  {
    name: 'a toast’s × says 关闭通知',
    ui: (
      <ToastProvider>
        <ToastOnMount />
      </ToastProvider>
    ),
    control: { role: 'button', name: '关闭通知' },
    word: '关闭通知',
  },
  {
    name: 'a required field’s * becomes （必填）',
    ui: (
      <Field label="手机号码" required>
        <TextInput />
      </Field>
    ),
    control: { role: 'textbox', name: '手机号码' },
    word: '（必填）',
    symbol: '*',
  },
  {
    name: 'a required group says （必填） on screen as it does to screen readers',
    ui: (
      <Field label="投诉主体类型" group required>
        <RadioGroup name="subject" options={[{ value: 'enterprise', label: '企业法人' }, { value: 'person', label: '自然人' }]} />
      </Field>
    ),
    control: { role: 'group', name: '投诉主体类型 （必填）' },
    word: '（必填）',
    symbol: '*',
  },
  {
    name: 'a sorted column’s arrows say 降序',
    ui: (
      <DataTable
        caption="行政处罚信息"
        rows={[{ id: 1, amount: 20000 }, { id: 2, amount: 5000 }]}
        defaultSort={{ key: 'amount', direction: 'descending' }}
        columns={[{ key: 'amount', title: '罚款金额（元）', sortable: true }]}
      />
    ),
    control: { role: 'button', name: '罚款金额（元）' },
    word: '降序',
  },
  {
    name: 'the side menu’s ▾ says 收起',
    ui: <SideMenu title="自贸区" items={[{ id: 1, name: '政策文件', href: '/ftz/policy' }]} storage={null} />,
    control: { role: 'button', name: '栏目菜单' },
    word: '收起',
    symbol: '▾',
  },
  {
    name: 'a site-links drop-down’s ▾ says 展开',
    ui: <SiteLinksMenu groups={[{ name: '市级信用网站', links: [{ id: 1, name: '信用福州', url: 'https://fuzhou.example.gov.cn' }] }]} />,
    control: { role: 'button', name: '市级信用网站' },
    word: '展开',
    symbol: '▾',
  },
  {
    name: 'paging on a phone says 第 10 页，共 20 页 instead of 10 / 20',
    ui: <Pagination total={300} page={10} onChange={() => {}} />,
    control: { role: 'button', name: '第 10 页' },
    word: '第 10 页，共 20 页',
    symbol: '10 / 20',
    phone: true,
  },
];

const renderIn = (mode: StoryModeName, ui: ReactElement) =>
  render(
    <StoryFrame theme="red" mode={mode}>
      {ui}
    </StoryFrame>,
  );

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('关怀版 words beside icons', () => {
  it.each(cases)('$name in 关怀版 only, with one name in both modes', async ({ ui, control, word, symbol, phone }) => {
    await page.viewport(phone ? 375 : 1024, phone ? 667 : 768);

    const standard = renderIn('standard', ui);
    expect(screen.getByRole(control.role, { name: control.name })).toBeInTheDocument();
    expect(isOnScreen(screen.getByText(word))).toBe(false);
    if (symbol) expect(isOnScreen(screen.getByText(symbol))).toBe(true);
    standard.unmount();

    renderIn('care', ui);
    expect(screen.getByRole(control.role, { name: control.name })).toBeInTheDocument();
    expect(isOnScreen(screen.getByText(word))).toBe(true);
    if (symbol) expect(isOnScreen(screen.getByText(symbol))).toBe(false);
  });
});
