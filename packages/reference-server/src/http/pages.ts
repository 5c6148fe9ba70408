// Small server-rendered pages (the simulated sign-on, the crawler guard's verification): Chinese,
// accessible without JavaScript, and under a strict CSP — no inline script or style, styles from a file.
import { escapeHtml } from '../kernel/html.js';

/** CSP of these pages: nothing but same-origin styles and images; forms post to this origin (and `formTargets`). */
export function pageSecurityHeaders(formTargets: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy':
      `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'${formTargets.map((o) => ` ${o}`).join('')}; ` +
      "base-uri 'none'; frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function htmlPage(options: { title: string; stylesheet: string; body: string; bodyClass?: string }): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">
</head>
<body${options.bodyClass ? ` class="${options.bodyClass}"` : ''}>
${options.body}
</body>
</html>
`;
}

/** Shared by both pages: system fonts, the product's red (#e22323, spec §9), a visible focus ring. */
export const PAGE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; color: #222; background: #f4f6f9; }
body { margin: 0; line-height: 1.6; }
a { color: #b31a1a; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.banner { background: #b91c1c; color: #fff; padding: 12px 24px; }
.banner h1 { margin: 0; font-size: 20px; font-weight: 600; }
.banner p { margin: 0; font-size: 13px; }
main { max-width: 440px; margin: 24px auto; background: #fff; border: 1px solid #dde2ea; border-radius: 6px; padding: 24px; }
main h2 { margin: 0 0 16px; font-size: 18px; }
.field { margin-bottom: 14px; }
.field label { display: block; font-weight: 600; margin-bottom: 4px; }
.field input { width: 100%; padding: 8px 10px; font-size: 15px; border: 1px solid #9aa3b0; border-radius: 4px; }
.field input[aria-invalid="true"] { border-color: #b91c1c; }
.error { color: #b91c1c; margin: 4px 0 0; font-size: 14px; }
.alert { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; border-radius: 4px; padding: 8px 12px; }
.success { color: #166534; background: #f0fdf4; border: 1px solid #bbf7d0; border-radius: 4px; padding: 12px; font-size: 18px; text-align: center; }
button { width: 100%; padding: 10px; font-size: 16px; color: #fff; background: #e22323; border: 0; border-radius: 4px; cursor: pointer; }
button:hover { background: #c81e1e; }
.links { display: flex; justify-content: space-between; margin-top: 14px; font-size: 14px; }
.demo { margin-top: 20px; font-size: 14px; }
.demo table { width: 100%; border-collapse: collapse; }
.demo th, .demo td { border: 1px solid #dde2ea; padding: 4px 8px; text-align: left; }
.demo caption { text-align: left; font-weight: 600; margin-bottom: 4px; }
.hint { font-size: 13px; color: #555; }
/* The crawler guard's page fits the portal's 560x400 verification window (spec §9). */
.verify main { max-width: 520px; margin: 12px auto; padding: 16px 20px; }
.verify h1 { font-size: 18px; margin: 0 0 8px; }
.verify p { margin: 0 0 10px; font-size: 14px; }
.captcha { display: flex; align-items: center; gap: 12px; margin-bottom: 10px; }
.captcha img { border: 1px solid #dde2ea; background: #fff; width: 120px; height: 40px; }
`;
