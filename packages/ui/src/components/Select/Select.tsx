import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import { useFieldControl, joinIds } from '../Field/Field';
import { useControlEditBeforeHydration } from '../Form/editsBeforeHydration';
import * as controls from '../Field/controls.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * The new value: each change the visitor makes, and, once the page's script has run, a change made
   * before it ran (which `onChange` does not hear: no event happened). Give it to keep the value in state.
   */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** The empty first choice. Default 请选择; `null` for none. */
  placeholder?: string | null;
  disabled?: boolean;
  required?: boolean;
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** A native select: the platform's own list, keyboard and screen-reader behaviour. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, onChange, onValueChange, placeholder = '请选择', required, id, className, value, defaultValue, ...rest },
  ref,
) {
  const field = useFieldControl();
  const own = useControlEditBeforeHydration(ref, value ?? defaultValue ?? '', (edit) => onValueChange?.(edit));
  return (
    <select
      ref={own}
      {...rest}
      {...(value !== undefined ? { value } : { defaultValue: defaultValue ?? '' })}
      id={id ?? field?.id}
      required={required ?? field?.required}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={joinIds(field?.describedBy)}
      onChange={(event) => {
        onChange?.(event.target.value, event);
        onValueChange?.(event.target.value);
      }}
      className={[controls.control, className].filter(Boolean).join(' ')}
    >
      {placeholder !== null && (
        <option value="" disabled={required ?? field?.required}>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
});
Select.displayName = 'Select';
