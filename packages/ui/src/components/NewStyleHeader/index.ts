export { NewStyleHeader, defaultNewStyleHeaderLabels } from './NewStyleHeader';
export type { NewStyleHeaderProps, NewStyleHeaderLabels, NewStyleLink } from './NewStyleHeader';
