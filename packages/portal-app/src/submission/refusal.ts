// A refusal's answer (a form not sent, a call that failed, a post that could not be read), the same rule
// for every action of the portal: its data, with the status the side it is answered on needs.
// - In the browser (a clientAction's answer to the router's fetcher or form) the refusal's own status
//   (400, 401, 422, 503) tells the router that nothing changed, so it reads no data again.
// - On the server the answer to a form sent without the page's script is the page itself, the form with
//   its messages: 200, as every page of a form sent without script. A 4xx document is a failed load to
//   the browser, and the renderer serves no page of a 5xx answer (it leaves the page to the browser's
//   script, which that visitor does not run).
import { data } from 'react-router';

/** Where an action answers: the server (a page's plain POST) or the browser (the router's post). */
export type Side = 'server' | 'browser';

/** The side this build runs on: a function that is both a route's action and its clientAction answers for both. */
export const HERE: Side = import.meta.env.SSR ? 'server' : 'browser';

/** The status a refusal of `status` is answered with on `side`. */
export const refusalStatus = (status: number, side: Side = HERE): number => (side === 'server' ? 200 : status);

/** A refusal's data, answered with the status `side` needs (`status` in the browser, 200 on the server). */
export const refusal = <T>(value: T, status: number, side: Side = HERE) => data(value, { status: refusalStatus(status, side) });
