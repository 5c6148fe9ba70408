// What the ecology sub-site's own pages read, started by their routes with the pages' code
// (docs/architecture.md, "Data belongs to the route"). Its columns, introduction and article page are the
// generic views' (views/genericLists.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { pagingOf, searchOf, streamed } from '../../shell/routeData';
import { ECOLOGY_COLUMNS, PENALTY_PATH, gradeOf, loadEvaluation } from './ecology';
import { loadNewest } from '../../views/genericLists';

/** How many of each column's newest articles the home shows before 更多. */
const LATEST = 6;

/** The figures the back end offers: the enterprises of each grade and the environment penalties on publicity. */
async function loadFigures(signal: AbortSignal) {
  const [evaluation, penalties] = await Promise.all([
    loadEvaluation({ pageNo: 1, pageSize: 1 }, signal),
    unwrap(portal.api.GET(PENALTY_PATH, { params: { query: { pageNo: 1, pageSize: 1 } }, signal })),
  ]);
  return { grades: evaluation.gradeCounts, penalties: penalties.total };
}

/** /ecology: the figures and the newest articles of three columns, each streamed in with its own error and retry. */
export function ecologyHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  return {
    figures: streamed(loadFigures(signal)),
    news: streamed(loadNewest(ECOLOGY_COLUMNS.news, LATEST, signal)),
    policy: streamed(loadNewest(ECOLOGY_COLUMNS.policy, LATEST, signal)),
    cases: streamed(loadNewest(ECOLOGY_COLUMNS.case, LATEST, signal)),
  };
}

/** /ecology-publicity: the page of evaluation results the address asks for (keyword, ?grade=), with each grade's count under the keyword. */
export async function evaluationResultsLoader({ request }: LoaderFunctionArgs) {
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const grade = gradeOf(searchOf(request));
  return loadEvaluation({ pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(grade ? { grade } : {}) }, request.signal);
}
