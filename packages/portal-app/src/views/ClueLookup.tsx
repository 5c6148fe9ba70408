import type { ReactNode } from 'react';
import { Link, useActionData, useLocation, useNavigate } from 'react-router';
import { FormSubmitError, type FieldValidator } from '@credit-portal/ui';
import { PageTitle } from '../shell/PageTitle';
import { ClueFacts, clueOfState, loadClueDetail, type ClueDetail, type ClueDetailState } from './ClueDetail';
import { PageSection } from './PageSection';
import { LOOKUP_KEY, SubmissionLookup, lookupAction, lookupClientActionOf, type LookupAnswer, type LookupFound, type SubmissionLookupOf, type SubmissionLookupProps } from './SubmissionLookup';
import type { SubmissionProgress } from './submissions';
import { Card, Text } from '@credit-portal/ui';

/** The second factor of a clue's inquiry: the mobile number given, or an anonymous clue's 6-digit 查询码. */
const mobileOrQueryCode: FieldValidator<string, { verifier: string }> = (value) =>
  /^(1[3-9]\d{9}|\d{12})$/.test(value.trim()) || '请输入举报时填写的11位手机号码，或匿名举报获得的12位查询码';

/** What a clue's lookup follows up and how (the page's form and the route's action alike). */
const CLUE_LOOKUP = {
  prefixes: ['XS'],
  verifierLabel: '手机号码或查询码',
  verifierCheck: mobileOrQueryCode,
  example: 'XS202611200001',
} satisfies SubmissionLookupOf;

/**
 * The route's action of a page with a clue's lookup (the inquiries and the detail pages), for a lookup
 * sent without the page's script: the clue's progress and its detail, read with the second factor, which
 * goes no further than this answer (never into the address).
 */
const readDetail = (progress: SubmissionProgress, verifier: string) => loadClueDetail(progress.trackingNo, verifier);
export const clueLookupAction = lookupAction(CLUE_LOOKUP, readDetail);
/** The same with the page's script: the clue's detail read in the browser, with the second factor, which goes no further. */
export const clueLookupClientAction = lookupClientActionOf(CLUE_LOOKUP, readDetail);

/** The clue the lookup read (its detail), as the detail page takes it. */
function clueOf(found: LookupFound): ClueDetail {
  const clue = clueOfState({ clue: found.detail });
  if (!clue) throw new FormSubmitError('查询失败，请稍后重试');
  return clue;
}

/** The clue the route's action found (a lookup sent without the page's script), or null. */
export function useActedClue(): ClueDetail | null {
  const detail = (useActionData() as { [LOOKUP_KEY]?: LookupAnswer } | undefined)?.[LOOKUP_KEY]?.found?.detail;
  return detail ? clueOfState({ clue: detail }) : null;
}

/**
 * A clue (XS) by its 受理编号 and second factor: the inquiry of the safety campaigns (/safe-inquire) and of the
 * electronic-guarantee sub-site (/ele-guarantee/safeInquire). `onFound` gets the clue's detail the route's lookup read with the second factor.
 */
export function ClueLookup({ formLabel, onFound }: Pick<SubmissionLookupProps, 'formLabel' | 'onFound'>) {
  return <SubmissionLookup lookup={CLUE_LOOKUP} formLabel={formLabel} verifierHint="实名举报填写的手机号码，或匿名举报获得的12位查询码" onFound={onFound} />;
}

/**
 * A clue's detail page opened without its clue (views/ClueDetail): the look-up in place. The clue found
 * replaces the history entry's state, as the inquiry hands it on; the second factor goes no further.
 */
export function ClueLookupInPlace({ formLabel }: { formLabel: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <ClueLookup
      formLabel={formLabel}
      onFound={async (found) => {
        await navigate(pathname, { replace: true, state: { clue: clueOf(found) } satisfies ClueDetailState });
      }}
    />
  );
}

/**
 * A clue inquiry page (/safe-inquire, /ele-guarantee/safeInquire): what to enter, the look-up, and the way to
 * report for one who has not. The clue found is read at once with its second factor, which goes no further:
 * `onClue` gets only what the back end answered (and the progress), to take to the detail page.
 */
export function ClueInquiryPage({
  title,
  intro,
  publicityHref,
  formLabel,
  onClue,
  report,
}: {
  title: ReactNode;
  /** The lead's opening words, up to its colon: what is followed up and how. */
  intro: string;
  /** 线索处理公示: where the results of handled clues are published. */
  publicityHref: string;
  formLabel: string;
  onClue: (clue: ClueDetail, progress: SubmissionProgress) => Promise<void> | void;
  /** The links to report a clue, after 还没有举报？ */
  report: ReactNode;
}) {
  // Found by the route's action (a lookup sent without the page's script): what was reported, below its progress.
  const acted = useActedClue();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{title}</PageTitle>
      <Text tone="muted" leading="body">
        {intro}：实名举报请输入填写的手机号码，匿名举报请输入提交时获得的查询码。已办结线索的处理结果另在<Link to={publicityHref}>线索处理公示</Link>
        中公开（不含举报人信息）。
      </Text>
      <PageSection id="clue-inquire-title" title="办理进度查询">
        <ClueLookup formLabel={formLabel} onFound={(found) => onClue(clueOf(found), found.progress)} />
        {acted && <ClueFacts clue={acted} />}
      </PageSection>
      <Text tone="muted" leading="body">还没有举报？{report}</Text>
    </Card>
  );
}
