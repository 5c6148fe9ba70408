import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { contrastFailures } from './contrast';
import { StoryFrame } from './StoryFrame';
import { SiteHeader } from '../components/SiteHeader';

// The check the e2e crawl and the stories run in every display mode: it must see what axe leaves as
// "needs review" (text the colour of its background, text on a gradient) and what axe cannot see
// (反色's filter), and controls' edges.
describe('contrastFailures', () => {
  it('fails a header whose name and menu are the colour of its background (yellow on yellow)', () => {
    render(
      <header style={{ background: '#ffff00' }}>
        <a href="/" style={{ color: '#ffff00' }}>信用示例</a>
        <nav aria-label="主导航">
          <a href="/credit-dynamics" style={{ color: '#ffff00' }}>信用动态</a>
        </nav>
      </header>,
    );
    expect(contrastFailures({ enhanced: true })).toEqual([
      'text a "信用示例" in header: 1.00 < 7',
      'text a "信用动态" in nav "主导航": 1.00 < 7',
    ]);
  });

  it('passes the design system’s header in 高对比度 and in the standard colours', () => {
    for (const mode of ['high', 'standard'] as const) {
      const { unmount } = render(
        <StoryFrame theme="red" mode={mode}>
          <SiteHeader portalName="信用示例" loginHref="/login" registerHref="/register" />
        </StoryFrame>,
      );
      expect(contrastFailures({ enhanced: mode === 'high' }), mode).toEqual([]);
      unmount();
    }
  });

  it('judges text on a gradient by its weakest colour stop', () => {
    render(
      <div style={{ backgroundColor: '#000000', backgroundImage: 'linear-gradient(#000000, #ffffff)' }}>
        <p style={{ color: '#ffffff' }}>信用动态</p>
      </div>,
    );
    expect(contrastFailures({ enhanced: false })).toEqual(['text p "信用动态": 1.00 < 4.5']);
  });

  it('sees the colours after 反色’s filter: a pair at 4.7:1 drawn at 1.7:1', () => {
    const pair = <p style={{ color: '#00ff00', background: '#336666' }}>信用动态</p>;
    const { unmount } = render(pair);
    expect(contrastFailures({ enhanced: false })).toEqual([]);
    unmount();
    render(<div style={{ filter: 'invert(1) hue-rotate(180deg)' }}>{pair}</div>);
    expect(contrastFailures({ enhanced: false })).toEqual(['text p "信用动态": 1.69 < 4.5']);
  });

  it('fails a field whose edge is too faint, and a button whose drawn edge is; passes a text button without one and a native file input', () => {
    render(
      <form aria-label="查询">
        <input aria-label="企业名称" style={{ border: '1px solid #e3e5e8', background: '#ffffff' }} />
        <button type="button" style={{ border: '1px solid #e3e5e8', background: '#ffffff', color: '#1f2329' }}>
          查询
        </button>
        <button type="button" style={{ border: 0, background: 'transparent', color: '#1f2329' }}>
          重置
        </button>
        <input aria-label="统一社会信用代码" style={{ border: '1px solid #7a818c', background: '#ffffff' }} />
        {/* Judged by its chooser button, the browser's own, whose edge is clear. */}
        <input type="file" aria-label="上传文件" />
      </form>,
    );
    expect(contrastFailures({ enhanced: false })).toEqual(['field input "企业名称": boundary 1.26 < 3', 'control button "查询": boundary 1.26 < 3']);
  });
});
