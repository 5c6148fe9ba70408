import { isRouteErrorResponse, useRouteError } from 'react-router';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';
import { useMarkReady } from './ready';
import { ButtonLink, CentredPage, Heading, Text } from '@credit-portal/ui';

/** Whatever goes wrong in a page or its data: the catalogue's message (spec §8), never a blank page. */
export function RouteError() {
  const error = useRouteError();
  useMarkReady();
  const message = isPortalError(error)
    ? error.message
    : isRouteErrorResponse(error) && error.status === 404
      ? catalogueMessage('notFound')
      : catalogueMessage('server');
  return (
    <CentredPage>
      <Heading level={1} size="xl">
        页面加载失败
      </Heading>
      <Text role="alert" tone="muted">
        {message}
      </Text>
      <ButtonLink variant="primary" reloadDocument href={window.location.pathname + window.location.search}>
        重新加载
      </ButtonLink>
    </CentredPage>
  );
}
