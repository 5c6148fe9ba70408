// What the home page reads, started by its route with the page's code (docs/architecture.md, "Data
// belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { streamed } from '../../shell/routeData';
import { loadNewest } from '../../views/genericLists';

/** The home page's news columns: each a CMS classification and the list route that shows all of it. */
export const HOME_COLUMNS = [
  { classification: '信用动态', href: '/credit-dynamics' },
  { classification: '通知公告', href: '/credit-announcement' },
  { classification: '政策法规', href: '/policies-regulations' },
  { classification: '公示公告', href: '/credit-notice' },
] as const;

/** How many of each column's newest articles the home shows before 更多. */
const LATEST = 8;

/** /home: the newest articles of each news column, each streamed in with its own error and retry. */
export function homeLoader({ request }: LoaderFunctionArgs) {
  return {
    columns: HOME_COLUMNS.map((column) => ({
      ...column,
      articles: streamed(loadNewest(column.classification, LATEST, request.signal)),
    })),
  };
}
