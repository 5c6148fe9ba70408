import { linkTabs, title } from './page.css';

export { linkTabs, title };

/** Facts of a declaration or an account summary as a definition list. */

