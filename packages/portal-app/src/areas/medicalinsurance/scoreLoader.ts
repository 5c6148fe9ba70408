// What /medical-insurance-score reads, apart from the area's other loaders (loaders.ts): only this page
// shows an article, so only it loads the article's loader and its sanitizing.
import type { LoaderFunctionArgs } from 'react-router';
import { streamed } from '../../shell/routeData';
import { singlePageLoader } from '../../views/articleLoaders';
import { SCHEME_PARTS, loadScores } from './medical';

/** The scheme's introduction: the one article of its first part. */
const introductionLoader = singlePageLoader(SCHEME_PARTS[0].classification);

/** /medical-insurance-score: the scheme's introduction; the levels of the newest cycle stream in. */
export async function medicalScoreLoader(args: LoaderFunctionArgs) {
  // Streamed: its failure is its own, even when the introduction fails first and the page shows that.
  const levels = streamed(loadScores({ pageNo: 1, pageSize: 1 }, args.request.signal));
  return { introduction: await introductionLoader(args), levels };
}
