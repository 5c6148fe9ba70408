/** The cookie of the operator's token (the visitor's is credit-portal-token); the renderer reads it by this name (portal-server page-render.ts). */
export const OPERATOR_COOKIE = 'repair-program-token';
