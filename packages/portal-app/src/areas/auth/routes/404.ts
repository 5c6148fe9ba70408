// /404
import { data } from 'react-router';
import type { RouteMeta } from '../../../shell/meta';
import { NOT_FOUND_HANDLE } from '../notFound';

export { Component as default } from '../NotFoundPage';

export const handle: RouteMeta = NOT_FOUND_HANDLE;

/** The page is answered with HTTP 404, at /404 and at every unknown address. */
export const loader = () => data(null, { status: 404 });
export const clientLoader = () => null;
