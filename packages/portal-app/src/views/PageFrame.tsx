import type { ReactNode } from 'react';
import { Card } from '@credit-portal/ui';
import { PageTitle } from '../shell/PageTitle';
import { useRouteMeta } from '../shell/routeMeta';

/**
 * A page's white panel and its h1 (unless the layout's header already is it): the route's page title,
 * or its title. `as` is the panel's element. The panel is one column that may shrink below its
 * content's width: a wide table or chart scrolls in its own region instead of widening the page past
 * a 320 px screen.
 */
export function PageFrame({ as = 'div', children }: { as?: 'div' | 'section' | 'article'; children?: ReactNode }) {
  const meta = useRouteMeta();
  return (
    <Card as={as} look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {children}
    </Card>
  );
}
