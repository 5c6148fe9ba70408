// The site's root address leads to the home page.
import { redirect } from 'react-router';

const pageLoader = () => redirect('/home');

export const loader = pageLoader;
export const clientLoader = pageLoader;
