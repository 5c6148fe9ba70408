import { forwardRef, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useFieldControl, joinIds } from '../Field/Field';
import * as radio from '../RadioGroup/RadioGroup.css';

export interface CheckboxProps {
  /** The text beside the box, e.g. 我已阅读并同意《信用承诺书》. */
  label: ReactNode;
  name?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

/** A native check box with its label; in a `Field` it takes the field's error and hint. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, onChange, required, id, className, ...rest },
  ref,
) {
  const field = useFieldControl();
  return (
    <label className={[radio.option, className].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        type="checkbox"
        {...rest}
        id={id ?? field?.id}
        required={required ?? field?.required}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={joinIds(field?.describedBy)}
        onChange={(event) => onChange?.(event.target.checked, event)}
        className={radio.input}
      />
      {label}
    </label>
  );
});
Checkbox.displayName = 'Checkbox';
