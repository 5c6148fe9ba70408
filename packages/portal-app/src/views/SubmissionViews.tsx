// What the submission pages show after sending and when looking one up: the receipt with the
// tracking number, and a submission's progress.
import { type ReactNode } from 'react';
import type { Schemas } from '@credit-portal/api-client';
import { Button, Card, Heading, Inline, ProgressSteps, Text } from '@credit-portal/ui';
import { Facts, type OptionalFact } from './Facts';
import type { SubmissionProgress } from './submissions';
import { useFocusedHeading } from './useFocusedHeading';
import { LoginLink } from './LoginLink';

/**
 * What a form shows once its submission is stored: a titled receipt whose heading takes focus (keyboard
 * and screen-reader users land on it), what was stored and what to do next (`children`), and the way to
 * send another (`again`).
 */
export function ReceiptPanel({ id, title, level = 2, again, children }: { id: string; title: ReactNode; level?: 2 | 3; again: ReactNode; children: ReactNode }) {
  const heading = useFocusedHeading();
  return (
    <Card as="section" look="brand" padding="lg" aria-labelledby={id}>
      <Heading level={level} id={id} ref={heading} tabIndex={-1} tone="brand">
        {title}
      </Heading>
      {children}
      <Inline space="sm">{again}</Inline>
    </Card>
  );
}

/** After a successful submission: the 受理编号 to keep and how to follow it up (a ReceiptPanel). */
export function SubmissionReceipt({
  receipt,
  kind,
  again,
  onAgain,
  children,
}: {
  receipt: Schemas['SubmissionReceipt'];
  kind: string;
  /** The button that brings back an empty form for another submission, e.g. 继续提问. */
  again: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  return (
    <ReceiptPanel
      id="submission-receipt-title"
      title={`${kind}已提交成功`}
      again={
        <Button variant="secondary" onClick={onAgain}>
          {again}
        </Button>
      }
    >
      <ReceiptFacts number={['受理编号', receipt.trackingNo]} facts={[['提交时间', receipt.submitTime], ['办理状态', receipt.status]]} />
      {children}
    </ReceiptPanel>
  );
}

/**
 * What a receipt says was stored: its number first, large to copy (受理编号, 申请编号, 承诺编号 …), then
 * its own facts (when, in which state).
 */
export function ReceiptFacts({ number: [numberTerm, number], facts }: { number: readonly [term: string, value: string]; facts: readonly OptionalFact[] }) {
  return <Facts facts={[[numberTerm, <TrackingNumber key="number">{number}</TrackingNumber>], ...facts]} />;
}

/** A number to keep (受理编号, 校验码): large, monospaced, in the brand's colour. */
export function TrackingNumber({ children }: { children: ReactNode }) {
  return (
    <Text as="strong" code size="xl" weight="bold" tone="brand">
      {children}
    </Text>
  );
}

const STEPS = [
  { label: '已提交', reached: (p: SubmissionProgress) => Boolean(p.submitTime) },
  { label: '已受理', reached: (p: SubmissionProgress) => p.status !== '待受理' },
  { label: '已办结', reached: (p: SubmissionProgress) => p.status === '已办结' },
];

/** One submission's progress: the steps reached and the facts of each. */
export function SubmissionProgressCard({ progress, kind }: { progress: SubmissionProgress; kind: string }) {
  return (
    <Card as="article" padding="lg" space="md" aria-labelledby="submission-progress-title">
      <Heading level={2} id="submission-progress-title">
        {progress.title}
      </Heading>
      <ProgressSteps aria-label="办理进度" steps={STEPS.map((step) => ({ label: step.label, done: step.reached(progress) }))} />
      <Facts facts={[['事项类别', kind], ['受理编号', progress.trackingNo], ...progressFacts(progress, '承办单位')]} />
    </Card>
  );
}

/**
 * The facts every submission's progress has, after those its page puts first (kind, number, title):
 * subject, status and the times of each step, who handles it and the result, each only when the
 * progress has it. Shared with the risk reports' progress (repair/RiskProgressQuery.tsx); `unitLabel`
 * is the handling unit's name there.
 */
export function progressFacts(progress: SubmissionProgress, unitLabel: string): OptionalFact[] {
  return [
    progress.subjectName && ['涉及主体', progress.subjectName],
    ['办理状态', progress.status],
    ['提交时间', progress.submitTime],
    progress.acceptTime && ['受理时间', progress.acceptTime],
    progress.handleUnit && [unitLabel, progress.handleUnit],
    progress.finishTime && ['办结时间', progress.finishTime],
    progress.result && ['处理结果', <Text key="result" as="span" preserveLines>{progress.result}</Text>],
  ];
}

/** In place of a list of one's own submissions for an anonymous visitor: why, and 登录 (the page comes back after). */
export function SignInNotice({ children }: { children: ReactNode }) {
  return (
    <Card look="tinted">
      <Text tone="muted" leading="body">{children}</Text>
      <Inline space="sm">
        <LoginLink />
      </Inline>
    </Card>
  );
}
