
export { title } from '../../views/page.css';
// A record's name and line of facts, and the back link: the publicity pages' look, reused.
// Counts as figures: the look of 受理情况's totals.


