import { facts } from '../../views/forms.css';
import type { SafetyListEntry } from './campaigns';

/** An enterprise's entry on a safety list as label and value rows. */
export function SafetyEntryFacts({ entry }: { entry: SafetyListEntry }) {
  return (
    <dl className={facts}>
      <dt>企业名称</dt>
      <dd>{entry.name}</dd>
      <dt>统一社会信用代码</dt>
      <dd>{entry.creditCode}</dd>
      <dt>列入原因</dt>
      <dd>{entry.reason}</dd>
      <dt>认定部门</dt>
      <dd>{entry.organ}</dd>
      <dt>所属区域</dt>
      <dd>{entry.district}</dd>
      <dt>列入日期</dt>
      <dd>{entry.listDate}</dd>
    </dl>
  );
}
