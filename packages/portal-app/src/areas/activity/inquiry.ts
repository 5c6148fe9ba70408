// What /safe-inquire hands to its results page: the clue found, in the history entry's state (never the
// second factor, and never in the address), so reload and back show it again and nothing leaks in links.
import type { SubmissionProgress } from '../../views/submissions';

export const RESULTS_PATH = '/safe-view-info-list';

export interface InquiryState {
  progress: SubmissionProgress;
}

/** The found clue in a history entry's state, when it is one. */
export function foundClue(state: unknown): SubmissionProgress | null {
  const progress = (state as Partial<InquiryState> | null)?.progress;
  return progress && typeof progress.trackingNo === 'string' && progress.trackingNo.startsWith('XS') && typeof progress.title === 'string' ? progress : null;
}
