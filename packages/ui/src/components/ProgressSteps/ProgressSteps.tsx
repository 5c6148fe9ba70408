import { forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ProgressSteps.css';

export interface ProgressStep {
  label: string;
  /** Reached: drawn filled, and read with `doneLabel`. */
  done: boolean;
}

export interface ProgressStepsProps {
  steps: readonly ProgressStep[];
  /** Names the list: 办理进度. */
  'aria-label': string;
  /** Read after a reached step; default （已完成）. */
  doneLabel?: ReactNode;
  /** Read after a step not reached; default （未完成）. */
  todoLabel?: ReactNode;
  className?: string;
}

/**
 * A submission's progress (已提交 → 已受理 → 已办结) as a numbered list, the steps reached filled with the
 * brand's colour and said to be done in words (not by colour alone).
 */
export const ProgressSteps = forwardRef<HTMLOListElement, ProgressStepsProps>(function ProgressSteps(
  { steps, doneLabel = '（已完成）', todoLabel = '（未完成）', className, ...rest },
  ref,
) {
  return (
    <ol ref={ref} className={[styles.steps, className].filter(Boolean).join(' ')} {...rest}>
      {steps.map((step) => (
        <li key={step.label} className={[styles.step, step.done && styles.done].filter(Boolean).join(' ')}>
          {step.label}
          <span className={visuallyHidden}>{step.done ? doneLabel : todoLabel}</span>
        </li>
      ))}
    </ol>
  );
});
ProgressSteps.displayName = 'ProgressSteps';
