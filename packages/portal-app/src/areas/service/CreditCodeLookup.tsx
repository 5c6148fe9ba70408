import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { atoms, Button, Field, Inline, isValidUnifiedSocialCreditCode, normaliseUscc, TextInput } from '@credit-portal/ui';

/** A unified social credit code, checked (GB 32100) before the page it leads to is opened. */
export function CreditCodeLookup({ label, target, initial = '' }: { label: string; target: (code: string) => string; initial?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseUscc(code);
    if (!value) return setError('请输入统一社会信用代码');
    if (!isValidUnifiedSocialCreditCode(value)) return setError('请输入正确的18位统一社会信用代码');
    setError(null);
    void navigate(target(value));
  };
  return (
    <form role="search" method="get" aria-label={label} className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'sm' })} onSubmit={submit} noValidate>
      <Field label="统一社会信用代码" required error={error} className={atoms({ flex: 'fill' })}>
        <TextInput value={code} onValueChange={setCode} maxLength={18} autoComplete="off" placeholder="请输入18位统一社会信用代码" />
      </Field>
      <Inline space="sm">
        <Button type="submit" variant="primary">
          查询
        </Button>
      </Inline>
    </form>
  );
}
