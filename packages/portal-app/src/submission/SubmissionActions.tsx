import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@credit-portal/ui';
import { useHydrated } from '../shell/hydrated';
import { CaptchaFields } from './CaptchaFields';
import { INTENT } from './action';
import type { Submission } from './useSubmission';

/**
 * 提交 and 重置 of a kit form: 重置 empties the form (not back to the restored draft), and while it
 * stays empty 撤销重置 brings back what was typed. Without the page's script, 重置 leads to the page
 * itself, whose form comes empty: after a POST that came back (a refusal beside a field, or the form not
 * sent), the page's fields hold what was posted, to which the browser's own reset would go back.
 */
export function SubmissionActions<V extends object, R>({
  submission,
  labels = {},
  resettable = true,
}: {
  submission: Submission<V, R>;
  /** The submit button's words where the form names what it sends (提交申请, 确认共享…). */
  labels?: { submit?: string; submitting?: string };
  /** False for a short form without 重置. */
  resettable?: boolean;
}) {
  const { form, reset, undo, captcha } = submission;
  // Once the page's script runs, its 安全验证 dialog takes over from the fields.
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  // The page's own address, without the form that was posted to it.
  const query = new URLSearchParams(search);
  query.delete(INTENT);
  const emptied = query.size > 0 ? `${pathname}?${query.toString()}` : pathname;
  return (
    <>
      {captcha !== null && !hydrated && <CaptchaFields {...captcha} />}
      <Button type="submit" variant="primary" loading={form.submitting}>
        {form.submitting ? (labels.submitting ?? '正在提交…') : (labels.submit ?? '提交')}
      </Button>
      {!resettable ? null : undo ? (
        <Button onClick={undo}>撤销重置</Button>
      ) : !hydrated ? (
        <ButtonLink href={emptied}>重置</ButtonLink>
      ) : (
        <Button
          type="reset"
          onClick={(event) => {
            event.preventDefault();
            reset();
          }}
          disabled={form.submitting}
        >
          重置
        </Button>
      )}
    </>
  );
}
