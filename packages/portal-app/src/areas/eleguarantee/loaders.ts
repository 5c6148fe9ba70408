// What the electronic-guarantee home reads, started by its route with the page's code (docs/architecture.md,
// "Data belongs to the route"). Its two columns are the generic list view's (views/genericLists.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { streamed } from '../../shell/routeData';
import { ELE_GUARANTEE_COLUMNS } from './subsite';
import { loadNewest } from '../../views/genericLists';

/** How many of each column's newest articles the home shows before 更多. */
const HEADLINES = 8;

/** /ele-guarantee-home: the newest news and policies, each streamed in with its own error and retry. */
export function eleGuaranteeHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  return {
    news: streamed(loadNewest(ELE_GUARANTEE_COLUMNS.news, HEADLINES, signal)),
    policy: streamed(loadNewest(ELE_GUARANTEE_COLUMNS.policy, HEADLINES, signal)),
  };
}
