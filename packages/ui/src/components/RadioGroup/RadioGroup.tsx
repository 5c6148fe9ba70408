import { forwardRef, useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useFieldControl } from '../Field/Field';
import { useControlEditBeforeHydration } from '../Form/editsBeforeHydration';
import * as styles from './RadioGroup.css';

export type RadioGroupDirection = (typeof styles.radioGroupDirections)[number];
export { radioGroupDirections } from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: readonly RadioOption[];
  /** The radios' shared name; generated when absent. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * The new value: each change the visitor makes, and, once the page's script has run, a change made
   * before it ran (which `onChange` does not hear: no event happened). Give it to keep the value in state.
   */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  direction?: RadioGroupDirection;
  disabled?: boolean;
  /** Names the group when it is not inside a `<Field group>`. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Native radio buttons (arrow keys move and choose). Put it in `<Field group label="…">`,
 * whose fieldset and legend name the group, or give it an `aria-label`.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { options, name, value, defaultValue, onChange, onValueChange, onBlur, direction = 'row', disabled = false, 'aria-label': ariaLabel, className },
  ref,
) {
  const field = useFieldControl();
  const generated = useId();
  const groupName = name ?? `${generated}-radio`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  // Its own state too renders over the radios: a choice made before the script ran is taken into it.
  const own = useControlEditBeforeHydration(ref, current ?? '', (edit) => {
    if (value === undefined) setOwnValue(edit);
    onValueChange?.(edit);
  });
  return (
    <div
      ref={own}
      role={ariaLabel ? 'radiogroup' : undefined}
      aria-label={ariaLabel}
      className={[styles.root({ direction }), className].filter(Boolean).join(' ')}
    >
      {options.map((option, index) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            // The Field's label points at the first radio, so clicking it moves focus into the group.
            id={index === 0 ? field?.id : undefined}
            name={groupName}
            value={option.value}
            checked={current === option.value}
            disabled={disabled || option.disabled}
            required={field?.required}
            // aria-invalid is not defined for radios; the fieldset carries the message.
            data-invalid={field?.invalid || undefined}
            onChange={(event) => {
              if (value === undefined) setOwnValue(option.value);
              onChange?.(option.value, event);
              onValueChange?.(option.value);
            }}
            onBlur={onBlur}
            className={styles.input}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
});
RadioGroup.displayName = 'RadioGroup';
