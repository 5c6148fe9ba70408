
export { moreLink, title } from '../../views/page.css';
export { figureGrid } from '../../views/figures.css';

