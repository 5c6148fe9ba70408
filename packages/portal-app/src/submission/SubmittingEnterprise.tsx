import { facts } from '../views/forms.css';

/** Whose submission a form sends: the logged-in enterprise's name (under the form's own term) and credit code. */
export function SubmittingEnterprise({ term, enterprise }: { term: string; enterprise: { name: string; creditCode: string } }) {
  return (
    <dl className={facts}>
      <dt>{term}</dt>
      <dd>{enterprise.name}</dd>
      <dt>统一社会信用代码</dt>
      <dd>{enterprise.creditCode}</dd>
    </dl>
  );
}
