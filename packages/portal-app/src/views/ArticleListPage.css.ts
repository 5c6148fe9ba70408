// The article pages use the shared page panel and link tabs.
export { title, pagination, linkTabs as subnav } from './page.css';
