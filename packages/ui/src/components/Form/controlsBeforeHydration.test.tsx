import { describe, expect, it, onTestFinished, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act as reactAct, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Field } from '../Field/Field';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import { Textarea } from '../Textarea/Textarea';

/** The server's HTML of `page` in the document; `hydrate` runs its script (undone after the test). */
function serverRendered(page: () => ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  onTestFinished(() => container.remove());
  return {
    container,
    hydrate: async () => {
      const root = await reactAct(async () => hydrateRoot(container, page()));
      onTestFinished(() => reactAct(() => root.unmount()));
    },
  };
}

describe('a control changed before the page’s script ran', () => {
  it('gives the page’s state what was typed and chosen, through onValueChange, once hydrated', async () => {
    const heard = vi.fn();
    const changed = vi.fn();
    function Query() {
      const [keyword, setKeyword] = useState('');
      const [type, setType] = useState('');
      const [way, setWay] = useState('name');
      const [reason, setReason] = useState('');
      const take = (name: string, set: (value: string) => void) => (value: string) => {
        heard(name, value);
        set(value);
      };
      return (
        <form aria-label="查询">
          <Field label="关键词">
            <TextInput value={keyword} onValueChange={take('keyword', setKeyword)} onChange={changed} />
          </Field>
          <Field label="类型">
            <Select value={type} placeholder="全部" options={[{ value: '投诉', label: '投诉' }, { value: '建议', label: '建议' }]} onValueChange={take('type', setType)} />
          </Field>
          <RadioGroup aria-label="查询方式" value={way} options={[{ value: 'name', label: '按名称' }, { value: 'code', label: '按代码' }]} onValueChange={take('way', setWay)} />
          <Field label="理由">
            <Textarea value={reason} maxLength={50} onValueChange={take('reason', setReason)} />
          </Field>
          <output>{[keyword, type, way, reason].join('|')}</output>
        </form>
      );
    }
    const { container, hydrate } = serverRendered(() => <Query />);
    const keyword = container.querySelector('input:not([type="radio"])') as HTMLInputElement;
    const type = container.querySelector('select')!;
    const code = container.querySelector<HTMLInputElement>('input[value="code"]')!;
    const reason = container.querySelector('textarea')!;
    // Typed and chosen in the server's HTML: no script yet.
    keyword.value = '鞋业';
    type.value = '建议';
    code.checked = true;
    reason.value = '已整改';
    await hydrate();

    // The page's state holds them (what it renders and sends next), and the controls still show them.
    expect(container.querySelector('output')).toHaveTextContent('鞋业|建议|code|已整改');
    expect(heard.mock.calls).toEqual([
      ['keyword', '鞋业'],
      ['type', '建议'],
      ['way', 'code'],
      ['reason', '已整改'],
    ]);
    // onChange hears events only: none happened.
    expect(changed).not.toHaveBeenCalled();
    // The counter counts what the text area shows.
    expect(container).toHaveTextContent('已输入 3/50 字');

    // Typing after hydration goes on from there, and each change is heard once.
    await userEvent.setup().type(keyword, '公司');
    expect(keyword).toHaveValue('鞋业公司');
    expect(type).toHaveValue('建议');
    expect(code).toBeChecked();
    expect(reason).toHaveValue('已整改');
    expect(changed).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(6);
  });

  it('keeps it in the control’s own state when the page keeps none', async () => {
    function Note() {
      const [, render] = useState(0);
      return (
        <form aria-label="备注">
          <Field label="备注">
            <Textarea maxLength={50} />
          </Field>
          <RadioGroup aria-label="方式" options={[{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }]} />
          <button type="button" onClick={() => render((n) => n + 1)}>
            刷新
          </button>
        </form>
      );
    }
    const { container, hydrate } = serverRendered(() => <Note />);
    const note = container.querySelector('textarea')!;
    const second = container.querySelector<HTMLInputElement>('input[value="b"]')!;
    note.value = '先写的';
    second.checked = true;
    await hydrate();
    // A render after hydration writes the controls' own state back: it is what the visitor left.
    await userEvent.setup().click(container.querySelector('button')!);
    expect(note).toHaveValue('先写的');
    expect(second).toBeChecked();
    expect(container).toHaveTextContent('已输入 3/50 字');
  });

  it('tells onValueChange of an edit to a field the page does not control (defaultValue), and keeps it shown', async () => {
    const heard = vi.fn();
    const { container, hydrate } = serverRendered(() => (
      <form aria-label="筛选">
        <Field label="关键词">
          <TextInput name="keyword" defaultValue="" onValueChange={(value) => heard('keyword', value)} />
        </Field>
        <Field label="类型">
          <Select name="type" defaultValue="" placeholder="全部" options={[{ value: '投诉', label: '投诉' }, { value: '建议', label: '建议' }]} onValueChange={(value) => heard('type', value)} />
        </Field>
      </form>
    ));
    const keyword = container.querySelector('input')!;
    const type = container.querySelector('select')!;
    keyword.value = '鞋业';
    type.value = '投诉';
    await hydrate();
    expect(heard.mock.calls).toEqual([
      ['keyword', '鞋业'],
      ['type', '投诉'],
    ]);
    expect(keyword).toHaveValue('鞋业');
    expect(type).toHaveValue('投诉');
    // And what the form would send is what the visitor left.
    expect(Object.fromEntries(new FormData(container.querySelector('form')!))).toEqual({ keyword: '鞋业', type: '投诉' });
  });

  it('tells nothing when nothing was changed, and hands the caller’s ref the element', async () => {
    const heard = vi.fn();
    let element: HTMLSelectElement | null = null;
    const { hydrate } = serverRendered(() => (
      <Field label="年度">
        <Select
          ref={(node) => {
            element = node;
          }}
          value="2026"
          placeholder={null}
          options={[{ value: '2025', label: '2025年' }, { value: '2026', label: '2026年' }]}
          onValueChange={heard}
        />
      </Field>
    ));
    await hydrate();
    expect(heard).not.toHaveBeenCalled();
    expect(element).toBeInstanceOf(HTMLSelectElement);
    expect(element!.value).toBe('2026');
  });
});
