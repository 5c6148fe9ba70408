import { createContext, forwardRef, useContext, useId, type ReactNode } from 'react';
import { careWord, standardOnly } from '../../styles/careWord.css';
import * as styles from './Field.css';

/** What a control inside a `Field` needs to be labelled, described and marked invalid. */
export interface FieldControlContext {
  /** The control's id (the label's `htmlFor`). */
  id: string;
  /** The id of the label (or legend) text. */
  labelId: string;
  /** Hint and error ids for `aria-describedby`, or undefined. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldControlContext | null>(null);
FieldContext.displayName = 'FieldContext';

/** The surrounding Field's ids and state; null outside a Field. */
export function useFieldControl(): FieldControlContext | null {
  return useContext(FieldContext);
}

/** Joins describedby ids, leaving out the missing ones. */
export const joinIds = (...ids: Array<string | undefined | false | null>): string | undefined => {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
};

export interface FieldLabels {
  /**
   * After the label of a required field: read for a group (the * is hidden from screen readers), and
   * shown in 关怀版 in place of the *.
   */
  required: string;
}

export const defaultFieldLabels: FieldLabels = { required: '（必填）' };

export interface FieldProps {
  label?: ReactNode;
  /** Shows * and marks the control required. */
  required?: boolean;
  /** Help under the label, e.g. 请填写营业执照上的名称. */
  hint?: ReactNode;
  /** The message beside the field; the control becomes aria-invalid and described by it. */
  error?: string | null | false;
  /**
   * For radio buttons, several check boxes or a file upload: a fieldset whose legend is the
   * label, instead of a `<label for>`.
   */
  group?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  children: ReactNode;
  labels?: Partial<FieldLabels>;
  className?: string;
}

/** A form field: label, required mark, hint and error, tied to the control inside it. */
export const Field = forwardRef<HTMLDivElement & HTMLFieldSetElement, FieldProps>(function Field(
  { label, required = false, hint, error, group = false, id, children, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultFieldLabels, ...labelOverrides };
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const labelId = `${generated}-label`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const context: FieldControlContext = {
    id: controlId,
    labelId,
    describedBy: joinIds(hintId, errorId),
    invalid: Boolean(error),
    required,
  };
  const labelContent = label !== undefined && label !== null && (
    <>
      {required && (
        <span className={`${styles.requiredMark} ${standardOnly}`} aria-hidden="true">
          *
        </span>
      )}
      {label}
      {/* The word shows in 关怀版 in place of the bare *. A control's native required state is announced,
          so there it is hidden from screen readers; a group has none and says it in words. */}
      {required && (
        <span className={careWord} aria-hidden={group ? undefined : true}>
          {labels.required}
        </span>
      )}
    </>
  );
  const extras = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (group) {
    return (
      <fieldset ref={ref} className={rootClass} aria-describedby={context.describedBy}>
        {labelContent && (
          <legend id={labelId} className={styles.label}>
            {labelContent}
          </legend>
        )}
        <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
        {extras}
      </fieldset>
    );
  }
  return (
    <div ref={ref} className={rootClass}>
      {labelContent && (
        <label id={labelId} htmlFor={controlId} className={styles.label}>
          {labelContent}
        </label>
      )}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {extras}
    </div>
  );
});
Field.displayName = 'Field';
