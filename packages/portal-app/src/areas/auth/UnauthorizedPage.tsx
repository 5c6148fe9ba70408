import { useSearchParams } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { loginAddress } from '../../shell/loginAddress';
import { ownPath } from '../../shell/ownPath';
import { useFocusedHeading } from '../../views/useFocusedHeading';
import { ButtonLink, CentredPage, Heading, Inline, Text } from '@credit-portal/ui';

/** The standalone /401 page (spec §2): the visitor may not see what they asked for. */
export function Component() {
  const [params] = useSearchParams();
  const back = ownPath(params.get('redirect'));
  const heading = useFocusedHeading();
  return (
    <CentredPage code="401" space="lg">
      <Heading level={1} size="xl" ref={heading} tabIndex={-1}>
        401 无权访问
      </Heading>
      <Text tone="muted">{catalogueMessage('forbidden')}。如果您还没有登录，登录后即可访问您有权查看的内容。</Text>
      <Inline space="md" align="center">
        <ButtonLink variant="primary" href="/home">
          返回首页
        </ButtonLink>
        <ButtonLink href={loginAddress(back)}>登录</ButtonLink>
      </Inline>
    </CentredPage>
  );
}
Component.displayName = 'UnauthorizedPage';
