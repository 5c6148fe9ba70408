import { forwardRef, useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useFieldControl, joinIds } from '../Field/Field';
import { useControlEditBeforeHydration } from '../Form/editsBeforeHydration';
import * as controls from '../Field/controls.css';
import * as styles from './Textarea.css';

export interface TextareaLabels {
  /** The counter, e.g. 已输入 12/500 字. */
  counter: (count: number, max: number) => string;
}

export const defaultTextareaLabels: TextareaLabels = {
  counter: (count, max) => `已输入 ${count}/${max} 字`,
};

export interface TextareaProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /**
   * The new value: each change the visitor makes, and, once the page's script has run, a change made
   * before it ran (which `onChange` does not hear: no event happened). Give it to keep the value in state.
   */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  placeholder?: string;
  /** Most characters; shows the counter unless `showCount` is false. */
  maxLength?: number;
  showCount?: boolean;
  rows?: number;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  'aria-label'?: string;
  id?: string;
  labels?: Partial<TextareaLabels>;
  className?: string;
}

/** Counted as a visitor sees characters (an emoji is one), which is what the limit means. */
const length = (text: string) => Array.from(text).length;

/** A multi-line text field with a character counter (已输入 N/M 字). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { value, defaultValue, onChange, onValueChange, maxLength, showCount = maxLength !== undefined, rows = 4, required, id, labels: labelOverrides, className, ...rest },
  ref,
) {
  const labels = { ...defaultTextareaLabels, ...labelOverrides };
  const field = useFieldControl();
  const counterId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const count = length(text);
  const counted = showCount && maxLength !== undefined;
  // Its own state too renders over the text area: an edit made before the script ran is taken into it.
  const own = useControlEditBeforeHydration(ref, text, (edit) => {
    if (value === undefined) setOwnValue(edit);
    onValueChange?.(edit);
  });
  return (
    <div className={styles.wrapper}>
      <textarea
        ref={own}
        {...rest}
        id={id ?? field?.id}
        rows={rows}
        value={text}
        maxLength={maxLength}
        required={required ?? field?.required}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={joinIds(field?.describedBy, counted && counterId)}
        onChange={(event) => {
          if (value === undefined) setOwnValue(event.target.value);
          onChange?.(event.target.value, event);
          onValueChange?.(event.target.value);
        }}
        className={[controls.control, styles.textarea, className].filter(Boolean).join(' ')}
      />
      {counted && (
        <span id={counterId} className={styles.counter} data-full={count >= maxLength}>
          {labels.counter(count, maxLength)}
        </span>
      )}
    </div>
  );
});
Textarea.displayName = 'Textarea';
