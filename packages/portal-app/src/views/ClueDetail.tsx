// One clue's detail (columnclues/detail), read only with its second factor: /clues-detail (safety clues)
// and /ele-guarantee/clueDetail (guarantee clues). The inquiry page reads it and hands it on in the
// history entry's state, never the second factor and never in the address; without it (a new tab, a
// bookmark, another browser) the page shows nothing of any clue and offers the look-up in its place.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { EmptyState, SectionHeading, Stack, Text } from '@credit-portal/ui';
import { portal } from '#portal';
import { ColumnFacts } from './Facts';
import { SubmissionProgressCard } from './SubmissionViews';

export type ClueDetail = Schemas['SafetyClueDetail'];

/** The clue of a tracking number with its second factor (4040 for a wrong pair, as infoQuery). */
export const loadClueDetail = (trackingNo: string, verifier: string): Promise<ClueDetail> =>
  unwrap(portal.api.GET('/cmpinternetportalfront/columnclues/detail', { params: { query: { trackingNo, verifier } } }));

/** The history state that carries a clue's detail from an inquiry to its detail page. */
export interface ClueDetailState {
  clue: ClueDetail;
}

/** The clue in a history entry's state, when it is one. */
export function clueOfState(state: unknown): ClueDetail | null {
  const clue = (state as Partial<ClueDetailState> | null)?.clue;
  return clue && typeof clue.trackingNo === 'string' && clue.trackingNo.startsWith('XS') && typeof clue.description === 'string' ? clue : null;
}

/** What the clue reported, then its progress; the reporter is never shown (the answer does not carry them). */
export function ClueFacts({ clue }: { clue: ClueDetail }) {
  return (
    <Stack as="section" space="sm" aria-labelledby="clue-detail-reported">
      <SectionHeading level={2} id="clue-detail-reported">
        举报内容
      </SectionHeading>
      <ColumnFacts
        facts={[
          ['线索类别', clue.clueType === '电子保函' ? '电子保函' : `${clue.clueType}安全`],
          ['被举报对象', clue.targetName],
          ['被举报对象地址', clue.address],
          ['线索描述', clue.description],
          ['举报方式', clue.anonymous ? '匿名举报' : '实名举报'],
          ['证据材料', clue.fileCount > 0 ? `${clue.fileCount}份` : '未上传'],
        ]}
      />
    </Stack>
  );
}

/**
 * The detail page's body: the clue from the inquiry, or why there is none with the look-up (`lookup`,
 * views/ClueLookup's ClueLookupInPlace) that shows it here.
 */
export function ClueDetailView({ clue, inquireHref, kind, lookup }: { clue: ClueDetail | null; inquireHref: string; kind: string; lookup: ReactNode }) {
  if (!clue) {
    return (
      <>
        <EmptyState title="请先查询线索" description="线索详情仅向举报人显示：请输入受理编号和举报时填写的手机号码，或匿名举报获得的查询码。" />
        {lookup}
      </>
    );
  }
  return (
    <>
      <SubmissionProgressCard progress={clue} kind={kind} />
      <ClueFacts clue={clue} />
      <Text tone="muted" leading="body">
        <Link to={inquireHref}>查询其他线索</Link>
      </Text>
    </>
  );
}
