import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Facts, type OptionalFact } from './Facts';

/** The list's terms and values as a reader meets them (markup and classes left out). */
const pairs = (facts: readonly OptionalFact[]) => {
  const html = renderToStaticMarkup(createElement(Facts, { facts }));
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => [term, value!.replace(/<[^>]+>/g, '')]);
};

describe('a record\'s facts', () => {
  it('shows each fact as a term and its value, in order, an empty value or list as — (read 暂无)', () => {
    expect(pairs([['受理编号', 'XS202611200001'], ['办结时间', ''], ['证明材料', []]])).toEqual([
      ['受理编号', 'XS202611200001'],
      ['办结时间', '—暂无'],
      ['证明材料', '—暂无'],
    ]);
  });

  it('leaves out a fact given as nothing, where the record lacks it', () => {
    const acceptTime = '';
    expect(pairs([['办理状态', '待受理'], acceptTime && ['受理时间', acceptTime], null, undefined, false])).toEqual([['办理状态', '待受理']]);
  });

  it('styles a value where the fact asks (a number to copy), and keeps a zero', () => {
    const html = renderToStaticMarkup(createElement(Facts, { facts: [{ term: '校验码', value: 'A1B2C3D4', valueClassName: 'code' }, ['申请材料', 0]] }));
    expect(html).toContain('<span class="code">A1B2C3D4</span>');
    expect(pairs([['申请材料', 0]])).toEqual([['申请材料', '0']]);
  });
});
