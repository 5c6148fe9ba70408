// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from '#sanitizer';
import { fillTemplate } from './commitment';

/** What a visitor may type into the sign form: markup and quotes meant to break out of where it goes. */
const typed = {
  subjectName: '"><img src=x onerror=alert(1)>',
  creditCode: 'javascript:alert(1)',
  legalPerson: "'><script>alert(1)</script>",
  matter: '</em><a href="javascript:alert(1)">办理</a>',
};

function parsed(html: string) {
  const shown = document.createElement('div');
  shown.innerHTML = html;
  return shown;
}

describe('fillTemplate', () => {
  it('puts what was typed into a sanitised template as text: sanitising the result again changes nothing', async () => {
    const sanitize = await loadSanitizer();
    const template = sanitize(
      '<p>本单位{{subjectName}}（统一社会信用代码：{{creditCode}}，法定代表人：{{legalPerson}}）就“{{matter}}”事项作出承诺。</p><p>承诺日期：{{signDate}}</p>',
    );
    const filled = fillTemplate(template, typed);
    // The same document once parsed (the two spell their escapes differently).
    expect(parsed(sanitize(filled)).innerHTML).toBe(parsed(filled).innerHTML);
    const [statement, date] = Array.from(parsed(filled).querySelectorAll('p'));
    expect(statement?.querySelectorAll('strong')).toHaveLength(4);
    expect(statement?.querySelector('script, img, a')).toBeNull();
    expect(statement?.textContent).toBe(`本单位${typed.subjectName}（统一社会信用代码：${typed.creditCode}，法定代表人：${typed.legalPerson}）就“${typed.matter}”事项作出承诺。`);
    // A blank not filled in names what belongs there.
    expect(date?.innerHTML).toBe('承诺日期：<em>［承诺日期］</em>');
  });

  it('keeps what was typed inside an attribute a blank stands in, and makes no address of it', async () => {
    const sanitize = await loadSanitizer();
    const template = sanitize('<p title="{{subjectName}}"><img src="{{creditCode}}" alt="{{legalPerson}}"><a href="https://a.cn/{{matter}}">链接</a></p>');
    const shown = parsed(fillTemplate(template, typed));
    expect(shown.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    expect(shown.querySelectorAll('p, img, a')).toHaveLength(3);
    expect(shown.querySelector('p')?.getAttribute('title')).toBe(`<strong>${typed.subjectName}</strong>`);
    expect(shown.querySelector('img')?.getAttribute('src')).toBe(`<strong>${typed.creditCode}</strong>`);
    expect(shown.querySelector('a')?.getAttribute('href')).toBe(`https://a.cn/<strong>${typed.matter}</strong>`);
  });
});
