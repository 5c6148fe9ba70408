import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Facts, type OptionalFact } from './Facts';

const render = (facts: readonly OptionalFact[]) => renderToStaticMarkup(createElement(Facts, { facts, rowClassName: 'row' }));

describe('a record\'s facts', () => {
  it('shows each fact as a term and its value, in order, an empty value as —', () => {
    expect(render([['受理编号', 'XS202611200001'], ['办结时间', ''], ['证明材料', []]])).toBe(
      '<dl><div class="row"><dt>受理编号</dt><dd>XS202611200001</dd></div>' +
        '<div class="row"><dt>办结时间</dt><dd>—</dd></div>' +
        '<div class="row"><dt>证明材料</dt><dd>—</dd></div></dl>',
    );
  });

  it('leaves out a fact given as nothing, where the record lacks it', () => {
    const acceptTime = '';
    const html = render([['办理状态', '待受理'], acceptTime && ['受理时间', acceptTime], null, undefined, false]);
    expect(html).toBe('<dl><div class="row"><dt>办理状态</dt><dd>待受理</dd></div></dl>');
  });

  it('styles a value where the fact asks (a number to copy), and keeps a zero', () => {
    expect(render([{ term: '校验码', value: 'A1B2C3D4', valueClassName: 'code' }, ['申请材料', 0]])).toBe(
      '<dl><div class="row"><dt>校验码</dt><dd class="code">A1B2C3D4</dd></div><div class="row"><dt>申请材料</dt><dd>0</dd></div></dl>',
    );
  });
});
