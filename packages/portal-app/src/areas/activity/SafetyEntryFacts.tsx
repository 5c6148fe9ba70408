import { ColumnFacts } from '../../views/Facts';
import { SAFETY_ENTRY_FIELDS, type SafetyListEntry } from './campaigns';

/** An enterprise's entry on a safety list as label and value rows. */
export function SafetyEntryFacts({ entry }: { entry: SafetyListEntry }) {
  return <ColumnFacts facts={SAFETY_ENTRY_FIELDS.map(({ key, title }) => [title, entry[key]] as const)} />;
}
