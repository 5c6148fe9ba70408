import { Button } from '@credit-portal/ui';

/**
 * 提交 and 重置 for a form whose first values come from a draft: 重置 empties the form (the Form's own
 * reset would go back to the restored draft).
 */
export function FormActions({ submitting, onReset }: { submitting: boolean; onReset: () => void }) {
  return (
    <>
      <Button type="submit" variant="primary" loading={submitting}>
        {submitting ? '正在提交…' : '提交'}
      </Button>
      <Button onClick={onReset} disabled={submitting}>
        重置
      </Button>
    </>
  );
}
