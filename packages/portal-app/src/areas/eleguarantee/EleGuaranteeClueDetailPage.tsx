import { PageTitle } from '../../shell/PageTitle';
import { useHistoryState } from '../../shell/hydrated';
import { ClueDetailView, clueOfState } from '../../views/ClueDetail';
import { ClueLookupInPlace } from '../../views/ClueLookup';
import { CLUE_PAGES } from './clues';
import { Card } from '@credit-portal/ui';

/** 线索详情 (/ele-guarantee/clueDetail): one guarantee clue, reachable only with its second factor (from the inquiry, or the look-up it shows without it). */
export function Component() {
  const clue = clueOfState(useHistoryState());
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>电子保函线索详情</PageTitle>
      <ClueDetailView clue={clue} inquireHref={CLUE_PAGES.inquire} kind="电子保函线索" lookup={<ClueLookupInPlace formLabel="电子保函线索详情查询" />} />
    </Card>
  );
}
Component.displayName = 'EleGuaranteeClueDetailPage';
