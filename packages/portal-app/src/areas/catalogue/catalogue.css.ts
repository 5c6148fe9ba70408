export { publicityImage, title } from '../../views/page.css';
export { linkTabs as tabs } from '../../views/page.css';

