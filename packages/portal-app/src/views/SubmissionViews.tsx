// What the submission pages show after sending and when looking one up: the receipt with the
// tracking number, and a submission's progress.
import { type ReactNode } from 'react';
import type { Schemas } from '@credit-portal/api-client';
import { Button, VisuallyHidden } from '@credit-portal/ui';
import { useSignOn } from '../shell/ShellContext';
import { Facts, type OptionalFact } from './Facts';
import * as styles from './submission.css';
import type { SubmissionProgress } from './submissions';
import { useFocusedHeading } from './useFocusedHeading';

/**
 * What a form shows once its submission is stored: a titled receipt whose heading takes focus (keyboard
 * and screen-reader users land on it), what was stored and what to do next (`children`), and the way to
 * send another (`again`).
 */
export function ReceiptPanel({ id, title, level = 2, again, children }: { id: string; title: ReactNode; level?: 2 | 3; again: ReactNode; children: ReactNode }) {
  const heading = useFocusedHeading();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.receipt} aria-labelledby={id}>
      <Heading id={id} ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        {title}
      </Heading>
      {children}
      <div className={styles.noticeActions}>{again}</div>
    </section>
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
 * its own facts (when, in which state). `styles` are the list's and its rows' classes where an area's
 * facts look otherwise.
 */
export function ReceiptFacts({
  number: [numberTerm, number],
  facts,
  styles: list = { facts: styles.facts, factRow: styles.factRow },
}: {
  number: readonly [term: string, value: string];
  facts: readonly OptionalFact[];
  styles?: { facts: string; factRow?: string };
}) {
  return (
    <Facts
      className={list.facts}
      rowClassName={list.factRow}
      facts={[{ term: numberTerm, value: number, valueClassName: styles.trackingNo }, ...facts]}
    />
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
    <article className={styles.card} aria-labelledby="submission-progress-title">
      <h2 id="submission-progress-title" className={styles.cardTitle}>
        {progress.title}
      </h2>
      <ol className={styles.steps} aria-label="办理进度">
        {STEPS.map((step) => {
          const reached = step.reached(progress);
          return (
            <li key={step.label} className={[styles.step, reached ? styles.stepDone : ''].join(' ')}>
              {step.label}
              <VisuallyHidden>{reached ? '（已完成）' : '（未完成）'}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      <Facts
        className={styles.facts}
        rowClassName={styles.factRow}
        facts={[['事项类别', kind], ['受理编号', progress.trackingNo], ...progressFacts(progress, '承办单位', styles.text)]}
      />
    </article>
  );
}

/**
 * The facts every submission's progress has, after those its page puts first (kind, number, title):
 * subject, status and the times of each step, who handles it and the result, each only when the
 * progress has it. Shared with the risk reports' progress (repair/RiskProgressQuery.tsx); `unitLabel`
 * is the handling unit's name there.
 */
export function progressFacts(progress: SubmissionProgress, unitLabel: string, resultClassName?: string): OptionalFact[] {
  return [
    progress.subjectName && ['涉及主体', progress.subjectName],
    ['办理状态', progress.status],
    ['提交时间', progress.submitTime],
    progress.acceptTime && ['受理时间', progress.acceptTime],
    progress.handleUnit && [unitLabel, progress.handleUnit],
    progress.finishTime && ['办结时间', progress.finishTime],
    progress.result && { term: '处理结果', value: progress.result, valueClassName: resultClassName },
  ];
}

/** In place of a list of one's own submissions for an anonymous visitor: why, and 登录 (the page comes back after). */
export function SignInNotice({ children }: { children: ReactNode }) {
  const signOn = useSignOn();
  return (
    <div className={styles.notice}>
      <p className={styles.lead}>{children}</p>
      <div className={styles.noticeActions}>
        <Button variant="primary" onClick={signOn.onLogin}>
          登录
        </Button>
      </div>
    </div>
  );
}
