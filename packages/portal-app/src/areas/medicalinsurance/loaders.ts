// What the medical-insurance pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { pagingOf, searchOf, streamed } from '../../shell/routeData';
import { singlePageLoader } from '../../views/articleLoaders';
import { choiceOf } from '../../views/addressChoice';
import { HOME_BLOCKS, INSTITUTION_TYPES, LEVELS, MEDICAL_COLUMNS, SCHEME_PARTS, loadScores, type Cycle } from './medical';
import { loadNewest } from '../../views/genericLists';

/** How many of the newest fund bulletins the statistics tab lists. */
const BULLETINS = 8;

/** The evaluation cycle the address names, if any: any is asked for, the back end refuses one it has not published. */
const cycleOf = (params: URLSearchParams) => (params.get('cycle') || undefined) as Cycle | undefined;

/** /medical-insurance: the home's blocks and the newest cycle's best scores, each streaming in on its own. */
export function medicalHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Streamed: each failure is shown in its place, never an unhandled rejection while the page's code loads.
  return {
    blocks: HOME_BLOCKS.map((block) => ({ ...block, articles: streamed(loadNewest(block.classification, block.count, signal)) })),
    latest: streamed(loadScores({ pageNo: 1, pageSize: 8 }, signal)),
  };
}

/** The scheme's introduction: the one article of its first part. */
const introductionLoader = singlePageLoader(SCHEME_PARTS[0].classification);

/** /medical-insurance-score: the scheme's introduction; the levels of the newest cycle stream in. */
export async function medicalScoreLoader(args: LoaderFunctionArgs) {
  // Streamed: its failure is its own, even when the introduction fails first and the page shows that.
  const levels = streamed(loadScores({ pageNo: 1, pageSize: 1 }, args.request.signal));
  return { introduction: await introductionLoader(args), levels };
}

/** /medical-insurance-score-result and /medical-insurance/score-result: the page of score results the address searches for. */
export function scoreResultsLoader({ request }: LoaderFunctionArgs) {
  const params = searchOf(request);
  const level = choiceOf(params, 'level', LEVELS);
  const institutionType = choiceOf(params, 'institutionType', INSTITUTION_TYPES);
  return loadScores({ ...pagingOf(request), cycle: cycleOf(params), level, institutionType }, request.signal);
}

/** /medical-insurance-statistic: the counts of the cycle the address names (the newest by default); the fund bulletins stream in. */
export async function medicalStatisticLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  // Streamed: their failure is their own, even when the counts fail first and the page shows that.
  const bulletins = streamed(loadNewest(MEDICAL_COLUMNS.statistic, BULLETINS, signal));
  return { scores: await loadScores({ pageNo: 1, pageSize: 1, cycle: cycleOf(searchOf(request)) }, signal), bulletins };
}
