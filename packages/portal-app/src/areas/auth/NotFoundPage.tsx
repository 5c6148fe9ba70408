import { useFocusedHeading } from '../../views/useFocusedHeading';
import { ButtonLink, CentredPage, Heading, Text } from '@credit-portal/ui';

/** The standalone /404 page (spec §2): unknown paths land here. */
export function Component() {
  // Screen-reader users hear where they are after the redirect.
  const heading = useFocusedHeading();
  return (
    <CentredPage code="404">
      <Heading level={1} size="xl" ref={heading} tabIndex={-1}>
        页面不存在
      </Heading>
      <Text tone="muted">您访问的页面不存在或已被移除，请检查网址是否正确。</Text>
      <ButtonLink variant="primary" href="/home">
        返回首页
      </ButtonLink>
    </CentredPage>
  );
}
Component.displayName = 'NotFoundPage';
