// The article pages use the shared page panel and link tabs.
export { page, title, pagination, linkTabs as subnav } from './page.css';
