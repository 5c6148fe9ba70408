// What /safe-inquire hands to its results page: the clue found, in the history entry's state (never the
// second factor, and never in the address), so reload and back show it again and nothing leaks in links.
import type { ClueDetail } from '../../views/ClueDetail';
import type { SubmissionProgress } from '../../views/submissions';

export const RESULTS_PATH = '/safe-view-info-list';

/** One clue's detail (/clues-detail): opened from the results with the detail the inquiry read. */
export const CLUE_DETAIL_PATH = '/clues-detail';

export interface InquiryState {
  progress: SubmissionProgress;
  /** The clue's detail, read with the second factor at the inquiry. */
  clue?: ClueDetail;
}

/** The found clue in a history entry's state, when it is one. */
export function foundClue(state: unknown): SubmissionProgress | null {
  const progress = (state as Partial<InquiryState> | null)?.progress;
  return progress && typeof progress.trackingNo === 'string' && progress.trackingNo.startsWith('XS') && typeof progress.title === 'string' ? progress : null;
}
