import { PageTitle } from '../../shell/PageTitle';
import { useHistoryState } from '../../shell/hydrated';
import { ClueDetailView, clueOfState } from '../../views/ClueDetail';
import { ClueLookupInPlace, useActedClue } from '../../views/ClueLookup';
import { Card } from '@credit-portal/ui';
import { CLUE_PAGES } from './clues';

/** 线索详情 (/ele-guarantee/clueDetail): one guarantee clue, reachable only with its second factor (from the inquiry, or the look-up it shows without it). */
export function Component() {
  // From the inquiry (the history entry's state), or found by the route's action (the look-up sent without the page's script).
  const fromInquiry = clueOfState(useHistoryState());
  const acted = useActedClue();
  const clue = fromInquiry ?? acted;
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>电子保函线索详情</PageTitle>
      <ClueDetailView clue={clue} inquireHref={CLUE_PAGES.inquire} kind="电子保函线索" lookup={<ClueLookupInPlace formLabel="电子保函线索详情查询" />} />
    </Card>
  );
}
Component.displayName = 'EleGuaranteeClueDetailPage';
