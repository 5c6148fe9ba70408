import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { atoms, Button, Field, Inline, isValidUnifiedSocialCreditCode, normaliseUscc, TextInput } from '@credit-portal/ui';

const problemOf = (code: string): string | null => (!code ? '请输入统一社会信用代码' : isValidUnifiedSocialCreditCode(code) ? null : '请输入正确的18位统一社会信用代码');

/** The page of a subject's declarations, which reads the code from its address. */
export const DECLARE_DETAIL = '/service-credit-declare-detail';

/**
 * A unified social credit code, checked (GB 32100) before the page it leads to (DECLARE_DETAIL, the code
 * in `creditCode`) is opened. The page is the form's action: sent without the page's script, the form is
 * a plain GET of it, whose loader checks the code.
 */
export function CreditCodeLookup({ label, initial = null }: { label: string; initial?: string | null }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial ?? '');
  // A code the address asked for (the form sent without the page's script) that fails its check is named beside the field.
  const [error, setError] = useState<string | null>(initial === null ? null : problemOf(normaliseUscc(initial)));
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseUscc(code);
    const problem = problemOf(value);
    setError(problem);
    // The field with the message takes the focus, so the message is read and the code can be mended.
    if (problem) input.current?.focus();
    else void navigate(`${DECLARE_DETAIL}?creditCode=${encodeURIComponent(value)}`);
  };
  return (
    <form role="search" method="get" action={DECLARE_DETAIL} aria-label={label} className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'sm' })} onSubmit={submit} noValidate>
      <Field label="统一社会信用代码" required error={error} className={atoms({ flex: 'fill' })}>
        <TextInput ref={input} name="creditCode" value={code} onValueChange={setCode} maxLength={18} autoComplete="off" placeholder="请输入18位统一社会信用代码" />
      </Field>
      <Inline space="sm">
        <Button type="submit" variant="primary">
          查询
        </Button>
      </Inline>
    </form>
  );
}
