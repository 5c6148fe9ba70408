import { useState } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { Button, Field, Inline, Text, Textarea } from '@credit-portal/ui';
import { REASON_FORMS, REASON_LIMITS, type ReasonAnswer, type ReasonIntent } from './actions';
import * as styles from './program.css';

type Answered = { reasonForm?: ReasonAnswer | null; failure?: string } | undefined;

/**
 * A decision with its reason (审核修复申请, 添加备注, 恢复公示) as a form posted to the page's route action
 * (actions.ts reasonAction): through a fetcher with the page's script, as the page's POST without it. The
 * action checks the reason as the contract does; its message goes beside the field with what was typed
 * kept, a failed call's message above the buttons, and once done the router reads the page's data again.
 */
export function ReasonForm({
  label,
  intent,
  target,
  choices,
}: {
  /** Names the form for screen readers. */
  label: string;
  intent: ReasonIntent;
  /** The application (decide, note) or cancellation (restore) the reason is about. */
  target: string;
  /** The buttons: each posts its own `decision` (审核: accept, reject), or none. */
  choices: readonly { name: string; primary?: boolean; decision?: 'accept' | 'reject' }[];
}) {
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<Answered>();
  // The page's own answer (the form sent without script) when it is this form's; a fetcher's with script.
  const mine = (answered: Answered) => (answered?.reasonForm?.intent === intent && answered.reasonForm.target === target ? answered.reasonForm : undefined);
  const acted = mine(useActionData() as Answered);
  const answer = mine(fetcher.data) ?? (fetcher.data ? undefined : acted);
  const unreadable = fetcher.data?.failure;
  const [reason, setReason] = useState(acted?.reason ?? '');
  // A reason that was taken empties the field (adjusted while rendering, when the fetcher's answer changes).
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (answer?.done) setReason('');
  }
  const busy = fetcher.state !== 'idle';
  const what = REASON_FORMS[intent].what;
  return (
    <fetcher.Form method="post" action={pathname + search} aria-label={label} noValidate className={styles.reasonForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      <Field label={what} required error={busy ? null : answer?.error}>
        <Textarea name="reason" value={reason} onValueChange={setReason} rows={3} maxLength={REASON_LIMITS.max} showCount />
      </Field>
      {!busy && (answer?.message ?? unreadable) && <Text role="alert" tone="danger">{answer?.message ?? unreadable}</Text>}
      {!busy && answer?.done && <Text role="status">{answer.done}</Text>}
      <Inline space="sm">
        {choices.map((choice) => (
          <Button
            key={choice.name}
            type="submit"
            variant={choice.primary ? 'primary' : 'secondary'}
            {...(choice.decision ? { name: 'decision', value: choice.decision } : {})}
            loading={busy && (choice.decision === undefined || fetcher.formData?.get('decision') === choice.decision)}
          >
            {choice.name}
          </Button>
        ))}
      </Inline>
    </fetcher.Form>
  );
}
