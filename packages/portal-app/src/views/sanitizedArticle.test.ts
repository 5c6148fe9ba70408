import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { loaderArgs as args } from '../testing/loaders';
import { serve } from '../testing/fakePortal';
import { articleLoader, singlePageLoader } from './articleLoaders';

vi.mock('#portal', async () => (await import('../testing/fakePortal')).fakePortalModule);

// What the CMS may answer as an article's body: markup that runs script if shown as it is.
const hostile =
  '<p onclick="alert(1)">正文第一段</p><script>alert(1)</script><img src="/upload/1.png" onerror="alert(1)" alt="示意图">' +
  '<a href="javascript:alert(1)">点击查看</a><iframe srcdoc="<script>alert(1)</script>"></iframe>';

serve({
  '/cms/front/articleinfo/detail/{id}': { id: 'a1', title: '通知', content: hostile, attachments: [] },
  '/cms/front/articleclassification/getClassificationByName': { id: 'c1' },
  '/cms/front/articleclassification/getClassificationChildren': [],
  '/cms/front/articleinfo/pageByClassificationId': { records: [{ id: 'a1' }], total: 1, current: 1, size: 10 },
});

/** The body as a browser would parse it: what is left of the hostile markup. */
function shown(html: string) {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const handlers = Array.from(body.querySelectorAll('*')).flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));
  return { text: body.textContent, elements: body.querySelectorAll('script, iframe').length, handlers, links: Array.from(body.querySelectorAll('a[href]')).map((a) => a.getAttribute('href')) };
}

const harmless = { text: '正文第一段点击查看', elements: 0, handlers: [], links: [] };

describe('the loaders of CMS articles sanitise their HTML where they load it', () => {
  it('an article by its id', async () => {
    const article = await articleLoader(args('/content-detail?id=a1'));
    expect(article.title).toBe('通知');
    expect(shown(article.content)).toEqual(harmless);
    expect(article.content).toContain('<img src="/upload/1.png" alt="示意图"');
  });

  it('a single page', async () => {
    const article = await singlePageLoader('关于我们')(args('/about-us'));
    expect(shown(article?.content ?? '')).toEqual(harmless);
  });
});
