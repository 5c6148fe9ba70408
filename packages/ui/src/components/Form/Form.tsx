import { forwardRef, type ReactNode, type Ref } from 'react';
import * as controls from '../Field/controls.css';
import type { UseFormResult } from './useForm';
import * as styles from './Form.css';

export interface FormLabelsProps {
  submit: string;
  submitting: string;
  reset: string;
  /** Shown after a successful submission unless the caller navigates away. */
  succeeded: string;
}

export const defaultFormButtonLabels: FormLabelsProps = {
  submit: '提交',
  submitting: '正在提交…',
  reset: '重置',
  succeeded: '提交成功',
};

export interface FormProps<V extends object> {
  /** The result of `useForm()`. */
  form: UseFormResult<V>;
  children: ReactNode;
  /** Names the form for screen readers, e.g. 信用投诉. */
  'aria-label'?: string;
  /** Shows a 重置 button that restores the initial values. */
  showReset?: boolean;
  /** Replaces the 提交 / 重置 buttons. */
  actions?: ReactNode;
  labels?: Partial<FormLabelsProps>;
  className?: string;
  /**
   * `multipart/form-data` for a form with files: sent before its script runs (or without one), the
   * files go in the request's body with the fields.
   */
  encType?: 'multipart/form-data';
  /**
   * Where the form posts when sent without its script, for a page with more than one form (e.g.
   * `?intent=report`, naming which of the page's forms it is); the page's own address otherwise.
   */
  action?: string;
}

function FormInner<V extends object>(
  { form, children, 'aria-label': ariaLabel, showReset = false, actions, labels: labelOverrides, className, encType, action }: FormProps<V>,
  ref: Ref<HTMLDivElement>,
) {
  const labels = { ...defaultFormButtonLabels, ...labelOverrides };
  return (
    <div ref={ref}>
      <form {...form.formProps} action={action} encType={encType} aria-label={ariaLabel} aria-busy={form.submitting || undefined} className={[styles.form, className].filter(Boolean).join(' ')}>
        {/* Always in the page, so the message is announced when it appears. */}
        <p role="alert" className={styles.alert}>
          {form.submitError ?? ''}
        </p>
        {children}
        <div className={styles.actions}>
          {actions ?? (
            <>
              <button type="submit" className={controls.primaryButton} aria-disabled={form.submitting || undefined}>
                {form.submitting ? labels.submitting : labels.submit}
              </button>
              {showReset && (
                <button type="button" className={controls.button} onClick={() => form.reset()} disabled={form.submitting}>
                  {labels.reset}
                </button>
              )}
            </>
          )}
        </div>
        <p role="status" className={styles.success}>
          {form.succeeded ? labels.succeeded : ''}
        </p>
      </form>
    </div>
  );
}

/** A `<form>` driven by `useForm()`: the general error above, 提交 (and 重置) below. */
export const Form = forwardRef(FormInner) as (<V extends object>(
  props: FormProps<V> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof FormInner>) & { displayName?: string };
Form.displayName = 'Form';
