
export { title } from '../../views/page.css';

