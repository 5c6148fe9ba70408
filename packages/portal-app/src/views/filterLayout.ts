// A list's filter form (FilterForm, KeywordSearch): its fields in a wrapping row, each taking the room the
// others leave (at least 15em), the buttons after them lined up with the inputs' foot. The design
// system's atomic classes, so the row costs no stylesheet of its own.
import { atoms } from '@credit-portal/ui';

export const filters = atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'md' });
export const filterField = atoms({ flex: 'fill' });
/** A field holding two controls side by side (a range of dates): twice a field's room. */
export const pairField = atoms({ flex: 'fillTwice' });
export const buttons = atoms({ display: 'flex', gap: 'sm' });
