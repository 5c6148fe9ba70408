import type { ReactNode } from 'react';
import { PageTitle } from '../shell/PageTitle';
import { useRouteMeta } from '../shell/routeMeta';
import * as pageStyles from './page.css';

/**
 * A page's panel and its h1 (unless the layout's header already is it): the route's page title, or its
 * title. `as` is the panel's element, `styles` its classes (an area's css module, or page.css).
 */
export function PageFrame({
  as: Panel = 'div',
  styles = pageStyles,
  children,
}: {
  as?: 'div' | 'section' | 'article';
  styles?: { page: string; title: string };
  children?: ReactNode;
}) {
  const meta = useRouteMeta();
  return (
    <Panel className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {children}
    </Panel>
  );
}
