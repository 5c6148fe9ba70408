import { CentredPage, Text } from '@credit-portal/ui';

/** Shown while the shell learns who is logged in, before the first page renders. */
export function HydrateFallback() {
  return (
    <CentredPage as="div">
      <Text role="status" tone="muted">
        正在加载…
      </Text>
    </CentredPage>
  );
}
