// A form of one call (标为已读, 停止共享, a product's 收藏): the route's action reads what the posted form
// names (ids, a wish), checks it, makes one call to the back end and answers what the page says, done or
// why not. The page's script posts the same form data (a fetcher's <Form>), and the browser can make the
// call as the server does, so the same function is the route's clientAction. A refusal (a form that names
// nothing it may act on, a failed call) is answered by the one rule of refusal.ts.
import { data, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError } from '@credit-portal/api-client';
import { refusal } from './refusal';

/** Why the posted form is not acted on: what the page says, with the refusal's status. */
export class Refused<A> {
  constructor(
    readonly answer: A,
    readonly status: number,
  ) {}
}

export interface OneCall<K extends string, I, A> {
  /** The answer's name in the route's data, where the page reads it. */
  name: K;
  /** The call's input, read and checked from the posted form (null: a body that could not be read), or why not. */
  read: (posted: FormData | null) => I | Refused<A>;
  /** The call, and what the page says once it is done. */
  call: (input: I) => Promise<A>;
  /** What the page says when the call failed, in the back end's words (or `otherwise`'s). */
  failed: (message: string) => A;
  /** The words of a failure the back end did not word (a dropped connection): the catalogue's unless given. */
  otherwise?: string;
}

/** The route's action (and clientAction) of a form of one call. */
export function oneCallAction<K extends string, I, A>({ name, read, call, failed, otherwise }: OneCall<K, I, A>) {
  const named = (answer: A) => ({ [name]: answer }) as Record<K, A>;
  return async ({ request }: ActionFunctionArgs) => {
    let posted: FormData | null = null;
    try {
      posted = await request.formData();
    } catch {
      // Unreadable: `read` says what the page gets.
    }
    const input = read(posted);
    if (input instanceof Refused) return refusal(named(input.answer), input.status);
    try {
      return data(named(await call(input)));
    } catch (error) {
      return refusal(named(failed(isPortalError(error) ? error.message : (otherwise ?? catalogueMessage('server')))), 503);
    }
  };
}
