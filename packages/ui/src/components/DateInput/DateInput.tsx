import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import { useFieldControl, joinIds } from '../Field/Field';
import * as controls from '../Field/controls.css';

export interface DateInputProps {
  name?: string;
  /** yyyy-MM-dd, or '' for none. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Earliest date, yyyy-MM-dd. */
  min?: string;
  /** Latest date, yyyy-MM-dd. */
  max?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** The browser's own date input (its picker is accessible and localised), with min and max. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { onChange, required, id, className, ...rest },
  ref,
) {
  const field = useFieldControl();
  return (
    <input
      ref={ref}
      type="date"
      {...rest}
      id={id ?? field?.id}
      required={required ?? field?.required}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={joinIds(field?.describedBy)}
      onChange={(event) => onChange?.(event.target.value, event)}
      className={[controls.control, className].filter(Boolean).join(' ')}
    />
  );
});
DateInput.displayName = 'DateInput';

/** True when `value` (yyyy-MM-dd) lies within min and max; an empty value is within. */
export function isDateWithin(value: string, min?: string, max?: string): boolean {
  if (value === '') return true;
  // ISO dates compare correctly as text.
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
