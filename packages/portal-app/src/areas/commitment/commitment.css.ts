
// The area's pages use the panels, sections, entries, filters and forms of the interaction pages
// (imported, not copied); these are the commitment pages' own.
export { title } from '../../views/submission.css';

