import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ArticleView } from './ArticleView';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

declare global {
  interface Window {
    __xss?: number;
  }
}

const hit = 'window.__xss=(window.__xss||0)+1';

/** Known payloads: each would set window.__xss if anything of it ran. */
const corpus = [
  `<script>${hit}</script>`,
  `<img src=x onerror="${hit}">`,
  `<img src="x" onload="${hit}">`,
  `<a href="javascript:${hit}">链接</a>`,
  `<a href="JaVaScRiPt:${hit}">链接</a>`,
  `<a href="java\tscript:${hit}">链接</a>`,
  `<a href="&#106;avascript:${hit}">链接</a>`,
  `<a href=" javascript:${hit}">链接</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">链接</a>`,
  `<a href="vbscript:msgbox(1)">链接</a>`,
  `<svg onload="${hit}"><circle r="1"/></svg>`,
  `<svg><script>${hit}</script></svg>`,
  `<svg><a xlink:href="javascript:${hit}"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${hit}">`,
  `<iframe src="javascript:${hit}"></iframe>`,
  `<iframe srcdoc="<script>${hit}</script>"></iframe>`,
  `<object data="javascript:${hit}"></object>`,
  `<embed src="javascript:${hit}">`,
  `<form action="javascript:${hit}"><button>提交</button></form>`,
  `<input autofocus onfocus="${hit}">`,
  `<details open ontoggle="${hit}">x</details>`,
  `<body onload="${hit}">`,
  `<p style="background:url(javascript:${hit})">样式</p>`,
  `<style>@import 'javascript:${hit}';</style>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<scr<script>ipt>${hit}</scr</script>ipt>`,
  `<<img src=x onerror="${hit}">`,
  `<noscript><p title="</noscript><img src=x onerror=${hit}>">`,
  `<a href="https://a.cn" onmouseover="${hit}">链接</a>`,
  `<table><td background="javascript:${hit}">x</td></table>`,
  `<video><source onerror="${hit}"></video>`,
  `<base href="javascript:${hit}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${hit}">`,
  `<template><img src=x onerror="${hit}"></template>`,
  `<p><a href="#" onclick="${hit}">链接</a></p>`,
];

const forbidden = 'script, style, iframe, object, embed, svg, math, form, input, base, meta, template, video, source, noscript, details, body';

function assertClean(root: Element) {
  expect(root.querySelector(forbidden)).toBeNull();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(['style', 'srcdoc', 'background', 'action', 'xlink:href', 'data']).not.toContain(attribute.name);
      if (attribute.name === 'href' || attribute.name === 'src') {
        // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
        expect(attribute.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/^(javascript|vbscript|data):/i);
      }
    }
  }
}

describe('sanitizeArticleHtml', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it.each(corpus)('leaves nothing that can run in %s', async (payload) => {
    const { container } = renderWithUi(<ArticleView title="测试" html={payload} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    assertClean(container);
    expect(window.__xss).toBeUndefined();
  });

  it('keeps the safe subset: paragraphs, headings, lists, tables, emphasis', () => {
    const html =
      '<h2>一、总则</h2><h3>（一）</h3><h4>1.</h4><p><strong>重点</strong>与<em>说明</em></p><ul><li>甲</li></ul><ol><li>乙</li></ol>' +
      '<table><caption>表</caption><thead><tr><th scope="col">项</th></tr></thead><tbody><tr><td colspan="2">值</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes other tags but keeps their text', () => {
    expect(sanitizeArticleHtml('<div><span class="x">正文</span><h1>标题</h1><font color="red">红字</font></div>')).toBe('正文标题红字');
  });

  it('keeps http, https, mailto and tel links; http(s) open in a new tab with rel noopener', () => {
    const out = document.createElement('div');
    out.innerHTML = sanitizeArticleHtml(
      '<a href="https://www.creditchina.gov.cn/" target="_top">信用中国</a><a href="mailto:a@b.cn">邮件</a><a href="tel:0594-2285000">电话</a><a href="/credit-repair">站内</a>',
    );
    const [https, mail, tel, relative] = Array.from(out.querySelectorAll('a'));
    expect(https).toHaveAttribute('target', '_blank');
    expect(https).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).toHaveAttribute('href', 'mailto:a@b.cn');
    expect(mail).not.toHaveAttribute('target');
    expect(tel).toHaveAttribute('href', 'tel:0594-2285000');
    expect(relative).not.toHaveAttribute('href');
    expect(sanitizeArticleHtml('<a href="https://a.cn">a</a>', { linkTarget: '_self' })).toBe('<a href="https://a.cn" rel="noopener">a</a>');
  });

  it('keeps images with http(s) or relative addresses, giving them alt text', () => {
    const out = document.createElement('div');
    out.innerHTML = sanitizeArticleHtml(
      '<img src="https://a.cn/1.png" alt="图一"><img src="/upload/2.png"><img src="data:image/png;base64,AAAA"><img src="javascript:x">',
    );
    const images = Array.from(out.querySelectorAll('img'));
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['https://a.cn/1.png', '/upload/2.png']);
    expect(images[1]).toHaveAttribute('alt', '');
  });
});

describe('ArticleView', () => {
  it('shows the title, 来源, 发布时间, body and attachments', async () => {
    const { container } = renderWithUi(
      <ArticleView
        title="关于开展信用修复专项培训的通知"
        source="示例市发展和改革委员会"
        time="2024-03-08 15:30:00"
        html="<p>正文内容</p>"
        attachments={[
          { name: '培训报名表.docx', href: '/files/1.docx', size: 34_816 },
          { name: '不安全.exe', href: 'javascript:alert(1)' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('关于开展信用修复专项培训的通知');
    expect(screen.getByText('示例市发展和改革委员会')).toBeVisible();
    expect(screen.getByText('2024-03-08 15:30:00')).toHaveAttribute('dateTime', '2024-03-08T15:30:00');
    expect(screen.getByText('正文内容')).toBeVisible();
    const download = screen.getByRole('link', { name: '下载 培训报名表.docx' });
    expect(download).toHaveAttribute('href', '/files/1.docx');
    expect(download).toHaveAttribute('download', '培训报名表.docx');
    expect(screen.getByText('（34 KB）')).toBeVisible();
    expect(screen.queryByText(/不安全/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
