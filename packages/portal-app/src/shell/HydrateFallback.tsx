import { CentredPage, Text } from '@credit-portal/ui';

/**
 * The page the browser renders itself: shown while the shell learns who is logged in, before the first
 * page renders. It is what the server answers when it could not render the page (its back end failed)
 * and what a copy served without Node answers, so a visitor without JavaScript is told why nothing
 * more comes and what to do, not left with 正在加载… for good.
 */
export function HydrateFallback() {
  return (
    <CentredPage as="div">
      <Text role="status" tone="muted">
        正在加载…
      </Text>
      <noscript>
        <Text as="p">页面暂时无法显示。请稍后刷新重试，或在浏览器中启用 JavaScript 后访问。</Text>
      </noscript>
    </CentredPage>
  );
}
