import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ArticleView } from './ArticleView';
import { SanitizedArticleView } from './SanitizedArticleView';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';
import type { SanitizedHtml } from './SanitizedHtml';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { sampleArticleAttachments, sampleArticleHtml } from '../../storybook/fixtures';

/**
 * The package's sources as text, by their path under src/, to follow a module's imports. The styles
 * (*.css.ts) are left out: vanilla-extract compiles them to class names, and they import no script.
 */
const sources = new Map(
  Object.entries(import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.css.ts'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    new URL(path, 'file:///src/components/ArticleView/').pathname.replace(/^\/src\//, ''),
    text,
  ]),
);

/** Every package a module of src/ reaches through its static imports (type-only ones left out), followed within src/. */
function packagesReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const next = [entry];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = sources.get(file);
    if (source === undefined) throw new Error(`no source for ${file}`);
    for (const [, specifier = ''] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?from\s+'([^']+)'/gm)) {
      if (specifier.endsWith('.css')) continue;
      if (!specifier.startsWith('.')) {
        reached.add(specifier);
        continue;
      }
      const base = new URL(specifier, `file:///src/${file}`).pathname.replace(/^\/src\//, '');
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => sources.has(path));
      if (found === undefined) throw new Error(`cannot resolve ${specifier} from ${file}`);
      next.push(found);
    }
  }
  return reached;
}

describe('SanitizedArticleView', () => {
  it('shows a body sanitised beforehand with the markup ArticleView gives the raw body', async () => {
    const raw = `${sampleArticleHtml}<p onclick="x()">尾段</p><script>x()</script>`;
    const { container: sanitised } = renderWithUi(
      <SanitizedArticleView title="通知" source="示例市发展和改革委员会" time="2024-03-08 15:30:00" html={sanitizeArticleHtml(raw)} attachments={sampleArticleAttachments} />,
    );
    const { container: viewed } = renderWithUi(
      <ArticleView title="通知" source="示例市发展和改革委员会" time="2024-03-08 15:30:00" html={raw} attachments={sampleArticleAttachments} />,
    );
    expect(sanitised.innerHTML).toBe(viewed.innerHTML);
    expect(sanitised.querySelector('script, [onclick]')).toBeNull();
    expect(await axeViolations(sanitised)).toEqual([]);
  });

  it('shows the title, the body as given and only the attachments with a safe address', () => {
    renderWithUi(
      <SanitizedArticleView
        title="关于开展信用修复专项培训的通知"
        headingLevel={2}
        html={'<p>正文内容</p>' as SanitizedHtml}
        attachments={[
          { name: '培训报名表.docx', href: '/files/1.docx', size: 34_816 },
          { name: '不安全.exe', href: 'javascript:alert(1)' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '关于开展信用修复专项培训的通知' })).toBeVisible();
    expect(screen.getByText('正文内容')).toBeVisible();
    expect(screen.getByRole('link', { name: '下载 培训报名表.docx' })).toHaveAttribute('href', '/files/1.docx');
    expect(screen.queryByText(/不安全/)).toBeNull();
  });

  it('takes only SanitizedHtml: a plain string is refused by the type check', () => {
    // @ts-expect-error a string that has not been through sanitizeArticleHtml is not SanitizedHtml
    const props: Parameters<typeof SanitizedArticleView>[0] = { title: '通知', html: '<p>正文</p>' };
    expect(props.title).toBe('通知');
  });

  it('does not load DOMPurify: its module reaches no sanitizer, while ArticleView does', () => {
    expect(packagesReached('components/ArticleView/SanitizedArticleView.tsx')).not.toContain('dompurify');
    expect(packagesReached('components/ArticleView/ArticleView.tsx')).toContain('dompurify');
  });
});
