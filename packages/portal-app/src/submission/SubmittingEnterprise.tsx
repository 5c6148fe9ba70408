import { Facts } from '@credit-portal/ui';

/** Whose submission a form sends: the logged-in enterprise's name (under the form's own term) and credit code. */
export function SubmittingEnterprise({ term, enterprise }: { term: string; enterprise: { name: string; creditCode: string } }) {
  return (
    <Facts
      items={[
        { term, value: enterprise.name },
        { term: '统一社会信用代码', value: enterprise.creditCode },
      ]}
    />
  );
}
