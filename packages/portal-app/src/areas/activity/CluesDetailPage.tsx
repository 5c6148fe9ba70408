import { PageTitle } from '../../shell/PageTitle';
import { useHistoryState } from '../../shell/hydrated';
import { useRouteMeta } from '../../shell/routeMeta';
import { ClueDetailView, clueOfState } from '../../views/ClueDetail';
import { ClueLookupInPlace, useActedClue } from '../../views/ClueLookup';
import { Card } from '@credit-portal/ui';

/**
 * 线索详情 (spec §2 /clues-detail): one safety clue as its reporter sees it, reachable only with the
 * clue's second factor: from /safe-inquire (the detail travels in the history entry's state) or the
 * look-up the page shows without it.
 */
export function Component() {
  const meta = useRouteMeta();
  // From the inquiry (the history entry's state), or found by the route's action (the look-up sent without the page's script).
  const fromInquiry = clueOfState(useHistoryState());
  const acted = useActedClue();
  const clue = fromInquiry ?? acted;
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <ClueDetailView clue={clue} inquireHref="/safe-inquire" kind="安全线索" lookup={<ClueLookupInPlace formLabel="安全线索详情查询" />} />
    </Card>
  );
}
Component.displayName = 'CluesDetailPage';
