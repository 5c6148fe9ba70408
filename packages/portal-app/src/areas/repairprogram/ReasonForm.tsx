import { useRef, useState } from 'react';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';
import { Button, Field, Form, FormSubmitError, Inline, Textarea, useForm } from '@credit-portal/ui';
import { toFormError } from '../../views/formError';
import { useLoginOnExpiry } from './useProgram';
import { usePostedForm } from '../../shell/postedForm';

/** The contract's reasons (RepairReason): 5 to 500 characters. */
export const REASON_LIMITS = { min: 5, max: 500 } as const;

export const checkReason = (what: string, min: number = REASON_LIMITS.min) => (value: string) => {
  const length = Array.from(value.trim()).length;
  if (length === 0) return `请填写${what}`;
  return length >= min || `${what}不少于${min}个字`;
};

/**
 * A decision with its reason (恢复公示, 审核修复申请): the reason is checked as the contract does, the server's
 * messages go beside it, and an ended session leads to the login.
 */
export function ReasonForm({
  label,
  reasonLabel,
  choices,
  onDone,
  min = REASON_LIMITS.min,
}: {
  /** Names the form for screen readers. */
  label: string;
  reasonLabel: string;
  /** The buttons: each sends the reason its own way. */
  choices: readonly { name: string; primary?: boolean; send: (reason: string) => Promise<unknown> }[];
  onDone: () => void;
  /** The fewest characters the contract takes (a note's 2, a reason's 5). */
  min?: number;
}) {
  const toLogin = useLoginOnExpiry();
  // The button pressed decides how the reason is sent (the form has one submit event for all of them).
  const chosen = useRef(choices[0]);
  const [pressed, setPressed] = useState(choices[0]?.name);
  const form = useForm<{ reason: string }>({
    ...usePostedForm({ reason: '' }),
    validators: { reason: checkReason(reasonLabel, min) },
    onSubmit: async ({ reason }) => {
      try {
        await chosen.current?.send(reason.trim());
      } catch (error) {
        if (toLogin(error)) return;
        // The server names the field as the contract does (reason, or a note's `note`): both are this one.
        throw isPortalError(error) ? toFormError(error, ['reason'], { note: 'reason' }) : new FormSubmitError(catalogueMessage('server'));
      }
      form.reset({ reason: '' });
      onDone();
    },
  });
  return (
    <Form
      form={form}
      aria-label={label}
      actions={
        <Inline space="sm">
          {choices.map((choice) => (
            <Button
              key={choice.name}
              type="submit"
              variant={choice.primary ? 'primary' : 'secondary'}
              loading={form.submitting && pressed === choice.name}
              onClick={() => {
                chosen.current = choice;
                setPressed(choice.name);
              }}
            >
              {choice.name}
            </Button>
          ))}
        </Inline>
      }
    >
      <Field label={reasonLabel} required error={form.errors.reason}>
        <Textarea {...form.register('reason')} rows={3} maxLength={REASON_LIMITS.max} showCount />
      </Field>
    </Form>
  );
}
