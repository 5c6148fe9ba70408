// What the free-trade-area pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { pagingOf, streamed } from '../../shell/routeData';
import { loadColumnPage } from '../../views/genericLists';
import { FTA_COLUMNS } from './subsite';

/** How many articles each column shows on the home page. */
const HOME_ITEMS = 6;
/** How many of the newest articles a column page (the overview) shows; the rest are on the column's full list. */
const OVERVIEW_ITEMS = 6;

/** /free-trade-area: the newest articles of the four columns, each streaming in on its own. */
export function freeTradeAreaHomeLoader({ request }: LoaderFunctionArgs) {
  return { columns: FTA_COLUMNS.map((column) => ({ column, page: streamed(loadColumnPage(column.classification, 1, HOME_ITEMS, request.signal)) })) };
}

/** /free-trade-area-policy-law, -policy-support, -publicity: the newest articles of the route's column. */
export function columnOverviewLoader(classification: string) {
  return ({ request }: LoaderFunctionArgs) => loadColumnPage(classification, 1, OVERVIEW_ITEMS, request.signal);
}

/** /free-trade-area/new, -policy/law, -policy/support, /free-trade-area/publicity: the page of the route's column the address asks for. */
export function columnListLoader(classification: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const { pageNo, pageSize } = pagingOf(request);
    return loadColumnPage(classification, pageNo, pageSize, request.signal);
  };
}
