import { useState } from 'react';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';
import { Button, Inline } from '@credit-portal/ui';
import { useLoginOnExpiry } from './useLoginOnExpiry';

/** What the program's client answers for a CSV export asked with `parseAs: 'blob'`. */
export interface CsvAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * 导出 of a list as CSV: the operator's own session asks for it (a bearer token, so not a plain link), the
 * file is saved under `fileName`, and when the back end matched more than its cap (X-Total-Count) the
 * operator is told how many the file holds. An ended session leads to the login.
 */
export function CsvExport({ label, fileName, limit, load }: { label: string; fileName: string; limit?: number; load: () => Promise<CsvAnswer> }) {
  const toLogin = useLoginOnExpiry();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const { data, error: failure, response } = await load();
      if (failure !== undefined || !(data instanceof Blob)) throw failure ?? new Error(response.statusText);
      const total = Number(response.headers.get('X-Total-Count') ?? NaN);
      if (limit !== undefined && total > limit) setNote(`共 ${total} 条符合条件，文件含前 ${limit} 条，请缩小筛选范围后分批导出。`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch (failure) {
      if (!toLogin(failure)) setError(isPortalError(failure) ? failure.message : catalogueMessage('server'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Inline space="sm">
      <Button onClick={() => void run()} loading={busy}>
        {label}
      </Button>
      {error && <p role="alert">{error}</p>}
      {note && <p role="status">{note}</p>}
    </Inline>
  );
}

/** Today's date as file names carry it: 20261120. */
export const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
};
