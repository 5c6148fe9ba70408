
// A product's card and detail (finance/finance.css.ts), as the sub-site's pages show them too.
export { logo, rate } from '../../finance/finance.css';
