// What a portal's server build exports for the renderer, declared once: the renderer loads the build's entry
// file and calls it through these signatures, and the portal's server entry (portal-app src/server.ts) types
// its exports with them, so a change on either side fails the type check of the other. No imports: the
// portal's browser code reads POSTED_FORM_ELEMENT_ID from here too.

/** The visitor's login token (the portal client's cookie), sent with the render's back-end calls. */
export interface PortalToken {
  token_type: string;
  access_token: string;
  expires_at?: number;
}

/** The fields of one submission, by name (a name may repeat: check boxes of one group). */
export type PostedFields = Record<string, string[]>;

/** The page's element holding the fields of a form sent without script, given back to its page's form. */
export const POSTED_FORM_ELEMENT_ID = 'portal-posted-form';

/** What the renderer gives the render of one request. */
export interface PageRequestOptions {
  /** This answer's Content-Security-Policy nonce. */
  nonce: string;
  /** Makes one back-end call for this request. */
  fetch: typeof globalThis.fetch;
  /** A form's fields sent to the page as a plain POST: the page's form opens with them. */
  posted?: PostedFields;
  /** The visitor's login, sent with the request's back-end calls: their own page. */
  token?: PortalToken;
  /** The repair program operator's login (its own cookie), sent only with the program's calls. */
  operatorToken?: PortalToken;
  /** Called when a form's POST found the visitor's login ended, so nothing was sent: the caller may keep what was typed. */
  onFormNotSent?: () => void;
  /** Called with what failed in the render (a loader, an action, a component), each failure once. */
  onError?: (error: unknown) => void;
}

/** The server build's exports. */
export interface PortalServerEntry {
  /** Answers a page request (or the framework's data and route-manifest requests) with React Router's request handler. */
  handle(request: Request, options: PageRequestOptions): Promise<Response>;
  /** /sitemap.xml for the portal at `origin`. */
  sitemap(origin: string, options: { fetch: typeof globalThis.fetch }): Promise<string>;
  /** /robots.txt for the portal at `origin`. */
  robots(origin: string): string;
  /** Whether the page at this address takes a form's POST itself (its route module's action). */
  hasAction?(pathname: string): boolean;
  /** The route table's id of a page address (its address as the table writes it), if it leads to a page. */
  routeIdOf?(pathname: string): string | undefined;
}
