import { useFieldControl } from '@credit-portal/ui';
import * as styles from './program.css';

/** The spreadsheet's native file picker, tied to its Field (label, hint and message) like ui's own controls. */
export function BatchFileInput({ onChange, disabled }: { onChange: (file: File | null) => void; disabled?: boolean }) {
  const field = useFieldControl();
  return (
    <input
      className={styles.fileInput}
      type="file"
      name="file"
      accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      required={field?.required}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
    />
  );
}
