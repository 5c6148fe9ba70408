import { forwardRef, type ChangeEvent, type FocusEvent, type HTMLAttributes } from 'react';
import { useFieldControl, joinIds } from '../Field/Field';
import { useControlEditBeforeHydration } from '../Form/editsBeforeHydration';
import * as controls from '../Field/controls.css';

export const textInputTypes = ['text', 'email', 'tel', 'url', 'password', 'search', 'number'] as const;
export type TextInputType = (typeof textInputTypes)[number];

export interface TextInputProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  /** The new text (and the event, for callers that need it). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * The new value: each change the visitor makes, and, once the page's script has run, a change made
   * before it ran (which `onChange` does not hear: no event happened). Give it to keep the value in state.
   */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: TextInputType;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Needed only outside a `Field`. */
  'aria-label'?: string;
  /** Extra ids to describe the input (a Field's hint and error are added already). */
  'aria-describedby'?: string;
  id?: string;
  className?: string;
}

/** A single-line text input; inside a `Field` it takes the field's label, hint and error. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { onChange, onValueChange, type = 'text', required, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFieldControl();
  const invalid = field?.invalid ?? false;
  const own = useControlEditBeforeHydration(ref, rest.value ?? rest.defaultValue ?? '', (edit) => onValueChange?.(edit));
  return (
    <input
      ref={own}
      {...rest}
      type={type}
      id={id ?? field?.id}
      required={required ?? field?.required}
      aria-invalid={invalid || undefined}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      onChange={(event) => {
        onChange?.(event.target.value, event);
        onValueChange?.(event.target.value);
      }}
      className={[controls.control, className].filter(Boolean).join(' ')}
    />
  );
});
TextInput.displayName = 'TextInput';
