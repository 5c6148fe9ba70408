import { isRouteErrorResponse, useRouteError } from 'react-router';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';
import * as styles from '../views/StatusPage.css';
import { useMarkReady } from './ready';

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
    <main className={styles.page}>
      <h1 className={styles.title}>页面加载失败</h1>
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <a href={window.location.pathname + window.location.search} className={styles.action}>
        重新加载
      </a>
    </main>
  );
}
