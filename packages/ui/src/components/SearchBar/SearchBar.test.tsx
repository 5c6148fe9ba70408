import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act as reactAct } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchBar, type SearchBarProps } from './SearchBar';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const VALID = '91350100M000100Y43';

function setup(props: Partial<SearchBarProps> = {}) {
  const requestCaptcha = vi.fn(async () => true);
  const onSearch = vi.fn();
  const user = userEvent.setup();
  const view = renderWithUi(
    <SearchBar requestCaptcha={requestCaptcha} onSearch={onSearch} {...props} />,
  );
  return {
    user,
    requestCaptcha: (props.requestCaptcha as typeof requestCaptcha | undefined) ?? requestCaptcha,
    onSearch: (props.onSearch as typeof onSearch | undefined) ?? onSearch,
    field: () => screen.getByRole('searchbox', { name: '搜索关键词' }),
    submit: () => screen.getByRole('button', { name: '搜索' }),
    ...view,
  };
}

describe('SearchBar', () => {
  it('offers 信用信息, 统一社会信用代码 and 全文检索, with 信用信息 chosen', () => {
    setup();
    const group = screen.getByRole('group', { name: '搜索类型' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('span')?.textContent)).toEqual([
      '信用信息',
      '统一社会信用代码',
      '全文检索',
    ]);
    expect(screen.getByRole('radio', { name: '信用信息' })).toBeChecked();
    expect(screen.getByRole('search', { name: '信用信息搜索' })).toBeInTheDocument();
  });

  it('labels the types 企业法人 and 社会组织 in the header variant', () => {
    setup({ variant: 'header' });
    expect(screen.getByRole('radio', { name: '企业法人' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '社会组织' })).toBeInTheDocument();
  });

  it('shows 请输入搜索关键词 next to the field when searching with an empty keyword', async () => {
    const { user, field, submit, requestCaptcha } = setup();
    await user.type(field(), '   ');
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription('请输入搜索关键词');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(requestCaptcha).not.toHaveBeenCalled();
  });

  it('rejects a credit code with a wrong check character before asking for the captcha', async () => {
    const { user, field, requestCaptcha } = setup({ defaultType: 1 });
    await user.type(field(), '91350100M000100Y44{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('统一社会信用代码格式不正确');
    expect(field()).toHaveAccessibleDescription('统一社会信用代码格式不正确');
    expect(field()).toHaveValue('91350100M000100Y44');
    expect(requestCaptcha).not.toHaveBeenCalled();
  });

  it('searches a valid credit code, typed in lower case, after the captcha is passed', async () => {
    const { user, field, onSearch, requestCaptcha } = setup({ defaultType: 1 });
    await user.type(field(), ` ${VALID.toLowerCase()} {Enter}`);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ type: 1, keyword: VALID }));
    expect(requestCaptcha).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not search and keeps the keyword when the captcha is refused', async () => {
    const requestCaptcha = vi.fn(async () => false);
    const { user, field, submit, onSearch } = setup({ requestCaptcha });
    await user.type(field(), '信用修复');
    await user.click(submit());
    await waitFor(() => expect(requestCaptcha).toHaveBeenCalledTimes(1));
    expect(onSearch).not.toHaveBeenCalled();
    expect(field()).toHaveValue('信用修复');
  });

  it('treats a failing captcha request as refused', async () => {
    const requestCaptcha = vi.fn(async () => {
      throw new Error('network');
    });
    const { user, field, onSearch } = setup({ requestCaptcha });
    await user.type(field(), '信用修复{Enter}');
    await waitFor(() => expect(requestCaptcha).toHaveBeenCalled());
    expect(onSearch).not.toHaveBeenCalled();
    expect(field()).toHaveValue('信用修复');
  });

  it('asks for the captcha only once while it is open, however often search is pressed', async () => {
    let pass: (ok: boolean) => void = () => {};
    const requestCaptcha = vi.fn(() => new Promise<boolean>((resolve) => (pass = resolve)));
    const { user, field, submit, onSearch } = setup({ requestCaptcha });
    await user.type(field(), '双公示');
    await user.click(submit());
    await user.click(submit());
    expect(requestCaptcha).toHaveBeenCalledTimes(1);
    pass(true);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ type: 0, keyword: '双公示' }));
  });

  it('does not check the credit code for 全文检索 or 信用信息', async () => {
    const { user, field, onSearch } = setup({ defaultType: 4 });
    await user.type(field(), ' 红黑名单 {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ type: 4, keyword: '红黑名单' }));
  });

  it('searches 社会组织 in the header variant by name, without the code check', async () => {
    const { user, field, onSearch } = setup({ variant: 'header', defaultType: 1 });
    await user.type(field(), '示例市信用协会{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ type: 1, keyword: '示例市信用协会' }));
  });

  it('checks the code in the header variant when asked to', async () => {
    const { user, field, requestCaptcha } = setup({
      variant: 'header',
      defaultType: 1,
      validateCreditCode: true,
    });
    await user.type(field(), '示例市信用协会{Enter}');
    expect(field()).toHaveAccessibleDescription('统一社会信用代码格式不正确');
    expect(requestCaptcha).not.toHaveBeenCalled();
  });

  it('switches type with the arrow keys and keeps the typed keyword', async () => {
    const { user, field, onSearch } = setup();
    await user.type(field(), '91350100M000100Y44');
    await user.click(screen.getByRole('radio', { name: '信用信息' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '统一社会信用代码' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '统一社会信用代码' })).toHaveFocus();
    expect(field()).toHaveValue('91350100M000100Y44');
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field()).toHaveAccessibleDescription('统一社会信用代码格式不正确');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears the message when the visitor edits the keyword', async () => {
    const { user, field, submit } = setup();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('请输入搜索关键词');
    await user.type(field(), '信');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it('disables the field with the placeholder 暂未开放 for the closed types 2 and 3', async () => {
    const { user, field, submit } = setup({ types: [0, 1, 2, 3, 4] });
    await user.type(field(), '信用承诺');
    await user.click(screen.getByRole('radio', { name: '自然人' }));
    expect(field()).toBeDisabled();
    expect(field()).toHaveAttribute('placeholder', '暂未开放');
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '信用信息' }));
    expect(field()).toBeEnabled();
    expect(field()).toHaveValue('信用承诺');
  });

  it('lets the caller rename labels and messages', async () => {
    const { user } = setup({
      types: [{ type: 0, label: '企业查询' }, 4],
      labels: { submit: '查询', emptyKeyword: '请输入企业名称' },
    });
    expect(screen.getByRole('radio', { name: '企业查询' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入企业名称');
  });

  it('reports a type change', async () => {
    const onTypeChange = vi.fn();
    const { user } = setup({ onTypeChange });
    await user.click(screen.getByRole('radio', { name: '全文检索' }));
    expect(onTypeChange).toHaveBeenCalledWith(4);
  });

  it('has no axe violations with a message shown', async () => {
    const { user, submit, container } = setup({ types: [0, 1, 2, 3, 4] });
    await user.click(submit());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a keyword typed and a type chosen in the server’s HTML before its script ran, once hydrated and rendered again', async () => {
    const onSearch = vi.fn();
    const bar = <SearchBar requestCaptcha={async () => true} onSearch={onSearch} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    onTestFinished(() => container.remove());
    // The visitor chooses 全文检索 and types, with no script yet.
    const radio = screen.getByRole('radio', { name: '全文检索' }) as HTMLInputElement;
    radio.checked = true;
    const field = screen.getByRole('searchbox', { name: '搜索关键词' }) as HTMLInputElement;
    field.value = '鸿达';
    const root = await reactAct(async () => hydrateRoot(container, bar));
    onTestFinished(() => reactAct(() => root.unmount()));
    // Rendered again as the visitor types on: what came first is the search's state now.
    const user = userEvent.setup();
    await user.type(field, '集团');
    expect(field).toHaveValue('鸿达集团');
    expect(screen.getByRole('radio', { name: '全文检索' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ type: 4, keyword: '鸿达集团' }));
  });
});
