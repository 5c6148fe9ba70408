export { publicityImage, title } from '../../views/page.css';
export { linkTabs as tabs } from '../../views/page.css';


// The filter form's row (views/filterForm.css.ts), as the catalogue's own lists lay it out too.
export { filters, filterField, buttons } from '../../views/filterForm.css';
