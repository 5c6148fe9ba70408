import { PageTitle } from '../../shell/PageTitle';
import { useHistoryState } from '../../shell/hydrated';
import { useRouteMeta } from '../../shell/routeMeta';
import { ClueDetailView, clueOfState } from '../../views/ClueDetail';
import { page, title } from '../../views/page.css';

/**
 * 线索详情 (spec §2 /clues-detail): one safety clue as its reporter sees it, reachable only from
 * /safe-inquire with the clue's second factor (the detail travels in the history entry's state).
 */
export function Component() {
  const meta = useRouteMeta();
  const clue = clueOfState(useHistoryState());
  return (
    <div className={page}>
      <PageTitle className={title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <ClueDetailView clue={clue} inquireHref="/safe-inquire" kind="安全线索" />
    </div>
  );
}
Component.displayName = 'CluesDetailPage';
