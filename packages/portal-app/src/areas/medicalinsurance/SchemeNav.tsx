import { SectionNav } from '../../views/SectionNav';
import { SCHEME_PARTS } from './medical';

/** The parts of the scoring scheme as a route-changing menu, on the scheme's page and each part's. */
export function SchemeNav() {
  return <SectionNav label="信用评价办法" sections={SCHEME_PARTS.map((part) => ({ href: part.href, label: part.label }))} />;
}
