import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act as reactAct, useRef, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from './Form';
import { FormSubmitError, checkAll, useForm } from './useForm';
import { editsBeforeHydration, useEditsBeforeHydration, useFieldEditBeforeHydration } from './editsBeforeHydration';
import { Field } from '../Field/Field';
import { TextInput } from '../TextInput/TextInput';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { required, validateEmail, validateMobile } from '../../validators/formats';

interface Values {
  name: string;
  mobile: string;
  email: string;
}

function ContactForm({
  onSubmit,
  timeout,
  initialValues = { name: '', mobile: '', email: '' },
  initialSubmitError,
  initialErrors,
  restore,
}: {
  onSubmit: (v: Values) => unknown;
  timeout?: number;
  initialValues?: Values;
  initialSubmitError?: string;
  initialErrors?: Partial<Record<keyof Values, string>>;
  restore?: () => Values | null;
}) {
  const form = useForm<Values>({
    initialValues,
    initialSubmitError,
    initialErrors,
    timeout,
    restore,
    onSubmit,
    validators: {
      name: required('请输入联系人'),
      mobile: [required('请输入手机号码'), validateMobile],
      email: [required('请输入电子邮箱'), validateEmail],
    },
  });
  return (
    <Form form={form} aria-label="联系方式">
      <Field label="联系人" required error={form.errors.name}>
        <TextInput {...form.register('name')} />
      </Field>
      <Field label="手机号码" required error={form.errors.mobile}>
        <TextInput {...form.register('mobile')} />
      </Field>
      <Field label="电子邮箱" required error={form.errors.email}>
        <TextInput {...form.register('email')} />
      </Field>
    </Form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
const submit = () => screen.getByRole('button', { name: /提交/ });

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('联系人'), '张三');
  await user.type(field('手机号码'), '13812345678');
  await user.type(field('电子邮箱'), 'zhangsan@example.gov.cn');
}

describe('useForm and Form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a field’s message only after the visitor leaves it, the first failing rule winning', async () => {
    const user = userEvent.setup();
    renderWithUi(<ContactForm onSubmit={vi.fn()} />);
    await user.type(field('手机号码'), '12');
    expect(field('手机号码')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field('手机号码')).toHaveAccessibleDescription('请输入正确的手机号码');
    await user.clear(field('手机号码'));
    expect(field('手机号码')).toHaveAccessibleDescription('请输入手机号码');
    expect(field('联系人')).not.toHaveAttribute('aria-invalid');
  });

  it('checks every field on 提交 and focuses the first invalid one without sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithUi(<ContactForm onSubmit={onSubmit} />);
    await user.type(field('联系人'), '张三');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('手机号码')).toHaveFocus();
    expect(field('手机号码')).toHaveAccessibleDescription('请输入手机号码');
    expect(field('电子邮箱')).toHaveAccessibleDescription('请输入电子邮箱');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends the values and says 提交成功', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithUi(<ContactForm onSubmit={onSubmit} />);
    await fillAll(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('提交成功'));
    expect(onSubmit).toHaveBeenCalledWith({ name: '张三', mobile: '13812345678', email: 'zhangsan@example.gov.cn' });
  });

  it('shows the server’s field messages beside the fields, focuses the first and keeps the values', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <ContactForm
        onSubmit={async () => {
          throw { email: '该邮箱已被注册', mobile: '手机号码与实名信息不符', captcha: '验证码错误' };
        }}
      />,
    );
    await fillAll(user);
    await user.click(submit());
    await waitFor(() => expect(field('手机号码')).toHaveFocus());
    expect(field('手机号码')).toHaveAccessibleDescription('手机号码与实名信息不符');
    expect(field('电子邮箱')).toHaveAccessibleDescription('该邮箱已被注册');
    // A message for a field the form does not have goes above the form.
    expect(screen.getByRole('alert')).toHaveTextContent('验证码错误');
    expect(field('联系人')).toHaveValue('张三');
    await user.type(field('电子邮箱'), 'x');
    expect(field('电子邮箱')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a general failure above the form and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderWithUi(<ContactForm onSubmit={() => Promise.reject(new FormSubmitError('您没有权限执行此操作，请联系管理员'))} />);
    await fillAll(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('您没有权限执行此操作，请联系管理员'));
    expect(field('电子邮箱')).toHaveValue('zhangsan@example.gov.cn');
  });

  it('gives up after the timeout with 提交超时 and keeps the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => new Promise(() => {}));
    renderWithUi(<ContactForm onSubmit={onSubmit} timeout={30_000} />);
    await fillAll(user);
    vi.useFakeTimers();
    fireEvent.click(submit());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(submit()).toHaveTextContent('正在提交…');
    // A second press while sending does nothing.
    fireEvent.click(submit());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('提交超时，请稍后重试');
    expect(submit()).toHaveTextContent('提交');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field('手机号码')).toHaveValue('13812345678');
  });

  it('posts its fields in the body when sent without its script, never in the address', () => {
    const { container } = renderWithUi(<ContactForm onSubmit={vi.fn()} />);
    const form = container.querySelector('form');
    expect(form?.method).toBe('post');
    expect(field('手机号码')).toHaveAttribute('name', 'mobile');
  });

  it('opens with the values and the message it is given, and sends them when the message is answered', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithUi(
      <ContactForm
        onSubmit={onSubmit}
        initialValues={{ name: '张三', mobile: '13812345678', email: 'zhangsan@example.gov.cn' }}
        initialSubmitError="表单未能提交，填写的内容已保留"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('表单未能提交，填写的内容已保留');
    expect(field('联系人')).toHaveValue('张三');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: '张三', mobile: '13812345678', email: 'zhangsan@example.gov.cn' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('opens with the messages it is given beside their fields, each gone once its field is changed', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <ContactForm
        onSubmit={vi.fn()}
        initialValues={{ name: '张三', mobile: '138', email: 'zhangsan@example.gov.cn' }}
        initialErrors={{ mobile: '请输入正确的手机号码' }}
      />,
    );
    expect(field('手机号码')).toHaveAccessibleDescription('请输入正确的手机号码');
    expect(field('联系人')).not.toHaveAttribute('aria-invalid');
    await user.type(field('手机号码'), '1');
    expect(field('手机号码')).not.toHaveAccessibleDescription('请输入正确的手机号码');
  });

  it('checks values without a form (a server’s check of a form sent without script): the first message of each field', () => {
    const validators = { name: required('请输入联系人'), mobile: [required('请输入手机号码'), validateMobile] };
    expect(checkAll(validators, { name: '', mobile: '12' })).toEqual({ name: '请输入联系人', mobile: '请输入正确的手机号码' });
    expect(checkAll(validators, { name: '张三', mobile: '13812345678' })).toEqual({});
  });
});

describe('a form the server rendered, filled in before its script ran', () => {
  /** The server's HTML of the form in the document, its inputs by name, and its hydration (undone after the test). */
  const serverRendered = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSubmit={vi.fn()} />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    return {
      input: (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!,
      hydrate: async (form: ReactElement) => {
        const root = await reactAct(async () => hydrateRoot(container, form));
        onTestFinished(() => reactAct(() => root.unmount()));
      },
    };
  };

  it('keeps what was typed once it hydrates, through its next render and its checks', async () => {
    const { input, hydrate } = serverRendered();
    // Typed into the server's HTML: no script yet.
    input('name').value = '张三';
    input('mobile').value = '13812345678';
    await hydrate(<ContactForm onSubmit={vi.fn()} />);
    // The form renders again (a third field typed after hydration): the first two are its values now.
    const user = userEvent.setup();
    await user.type(input('email'), 'a@b');
    expect(input('name').value).toBe('张三');
    expect(input('mobile').value).toBe('13812345678');
    await user.click(screen.getByRole('button', { name: /提交/ }));
    expect(input('name')).not.toHaveAttribute('aria-invalid');
    expect(input('mobile')).not.toHaveAttribute('aria-invalid');
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes up what only the browser has (a draft) once hydrated, with what was typed before laid over it', async () => {
    const { input, hydrate } = serverRendered();
    input('name').value = '李四';
    const draft = { name: '张三', mobile: '13812345678', email: '' };
    const restore = vi.fn(() => draft);
    await hydrate(<ContactForm onSubmit={vi.fn()} restore={restore} />);
    // The typing wins over the draft's name; the draft's mobile fills the field nobody typed in.
    expect(input('name').value).toBe('李四');
    expect(input('mobile').value).toBe('13812345678');
    // Read once, not at every render.
    const user = userEvent.setup();
    await user.type(input('email'), 'a@b.cn');
    expect(restore).toHaveBeenCalledTimes(1);
    expect(input('mobile').value).toBe('13812345678');
  });

  it('gives a form of its own state (a list’s filters) what was typed before, once, before its next render', async () => {
    const take = vi.fn();
    function Filters() {
      const [keyword, setKeyword] = useState('');
      const formRef = useRef<HTMLFormElement>(null);
      useEditsBeforeHydration(formRef, { keyword }, (edits) => {
        take(edits);
        if (edits.keyword !== undefined) setKeyword(edits.keyword);
      });
      return (
        <form ref={formRef} role="search" aria-label="筛选">
          <input name="keyword" aria-label="关键词" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    const field = container.querySelector('input')!;
    field.value = '鞋业';
    const root = await reactAct(async () => hydrateRoot(container, <Filters />));
    onTestFinished(() => reactAct(() => root.unmount()));
    await userEvent.setup().type(field, '公司');
    expect(field).toHaveValue('鞋业公司');
    expect(take).toHaveBeenCalledTimes(1);
    expect(take).toHaveBeenCalledWith({ keyword: '鞋业' });
  });

  it('gives one field reached by reference (no name: a control, or the box of a radio group) what was chosen before, once', async () => {
    const takeWay = vi.fn();
    function Query() {
      const [way, setWay] = useState('name');
      const [keyword, setKeyword] = useState('');
      const [disabledText] = useState('');
      const ways = useRef<HTMLDivElement>(null);
      const words = useRef<HTMLInputElement>(null);
      const off = useRef<HTMLInputElement>(null);
      useFieldEditBeforeHydration(ways, way, (chosen) => {
        takeWay(chosen);
        setWay(chosen);
      });
      useFieldEditBeforeHydration(words, keyword, setKeyword);
      useFieldEditBeforeHydration(off, disabledText, () => {
        throw new Error('a disabled control is not the visitor’s');
      });
      return (
        <form role="search" aria-label="查询">
          <div ref={ways} role="radiogroup" aria-label="查询方式">
            {['name', 'code'].map((value) => (
              <input key={value} type="radio" name="way" aria-label={value} value={value} checked={way === value} onChange={() => setWay(value)} />
            ))}
          </div>
          <input ref={words} aria-label="查询内容" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <input ref={off} aria-label="停用" value={disabledText} disabled readOnly />
          <output>{`${way}:${keyword}`}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Query />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    const [, code] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    const words = container.querySelector<HTMLInputElement>('input[aria-label="查询内容"]')!;
    const off = container.querySelector<HTMLInputElement>('input[aria-label="停用"]')!;
    // Chosen and typed in the server's HTML, before any script.
    code!.checked = true;
    words.value = '9135';
    off.value = 'x';
    const root = await reactAct(async () => hydrateRoot(container, <Query />));
    onTestFinished(() => reactAct(() => root.unmount()));
    // The page's state holds them (what it renders and sends next), and the controls keep showing them.
    expect(container.querySelector('output')).toHaveTextContent('code:9135');
    await userEvent.setup().type(words, '0200');
    expect(words).toHaveValue('91350200');
    expect(code).toBeChecked();
    expect(takeWay).toHaveBeenCalledTimes(1);
    expect(takeWay).toHaveBeenCalledWith('code');
  });

  it('reads text, a choice, a box and a list, and only what differs from the HTML and the values', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="title" value="">
      <textarea name="content">原文</textarea>
      <select name="type"><option value="">请选择</option><option value="投诉">投诉</option></select>
      <select name="kind"><option value="a">a</option><option value="b">b</option></select>
      <input type="radio" name="isPublic" value="1" checked><input type="radio" name="isPublic" value="0">
      <input type="checkbox" name="agree">
      <input type="checkbox" name="tags" value="x"><input type="checkbox" name="tags" value="y">
      <input type="hidden" name="token" value="t">`;
    const values = { title: '', content: '原文', type: '', kind: '', isPublic: '1', agree: false, tags: [] as string[], token: '' };
    // Nothing typed: nothing to take up (a select showing its first option by itself is not a choice).
    expect(editsBeforeHydration(form, values)).toEqual({});
    (form.elements.namedItem('title') as HTMLInputElement).value = '标题';
    (form.elements.namedItem('content') as HTMLTextAreaElement).value = '新的内容';
    (form.elements.namedItem('type') as HTMLSelectElement).value = '投诉';
    form.querySelector<HTMLInputElement>('input[name="isPublic"][value="0"]')!.checked = true;
    (form.elements.namedItem('agree') as HTMLInputElement).checked = true;
    form.querySelector<HTMLInputElement>('input[name="tags"][value="y"]')!.checked = true;
    expect(editsBeforeHydration(form, values)).toEqual({ title: '标题', content: '新的内容', type: '投诉', isPublic: '0', agree: true, tags: ['y'] });
    // What the values already hold is not taken up again.
    expect(editsBeforeHydration(form, { ...values, title: '标题', tags: ['y'] })).not.toHaveProperty('title');
    expect(editsBeforeHydration(null, values)).toEqual({});
  });
});
