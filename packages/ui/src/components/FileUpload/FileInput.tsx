import { forwardRef } from 'react';
import { joinIds, useFieldControl } from '../Field/Field';
import { acceptAttribute } from './fileRules';
import * as styles from './FileUpload.css';

export interface FileInputProps {
  /** The form field the chosen file is sent as (a multipart form's part). */
  name?: string;
  /** Extensions (.csv), types (text/csv) or families (image/*). */
  accept?: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The chosen files (none when the visitor clears the choice). */
  onChange?: (files: File[]) => void;
  /** Needed only outside a `Field`. */
  'aria-label'?: string;
  /** Ids of more text that describes the choice (its rules, say), read after the field's hint and error. */
  'aria-describedby'?: string;
}

/**
 * The browser's own file picker, for a file sent with its form rather than uploaded on its own (then use
 * `FileUpload`); inside a `Field` it takes the field's label, hint, error and required state. At least a
 * target's size whatever its button's font makes it.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ accept = [], required, onChange, 'aria-describedby': describedBy, ...rest }, ref) {
  const field = useFieldControl();
  return (
    <input
      ref={ref}
      {...rest}
      type="file"
      id={field?.id}
      accept={acceptAttribute(accept)}
      required={required ?? field?.required}
      // Named by the field's label, also when the field is a group (a legend, which no `for` reaches).
      aria-labelledby={field?.labelId}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      onChange={(event) => onChange?.(Array.from(event.currentTarget.files ?? []))}
      className={styles.native}
    />
  );
});
FileInput.displayName = 'FileInput';
