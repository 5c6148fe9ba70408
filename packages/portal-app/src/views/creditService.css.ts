
// The credit-service pages (the hub, declarations, self-declarations) use the shared page panel, its
// title, the pager's spacing and the card grid.
export { title, pagination, linkTabs } from './page.css';

