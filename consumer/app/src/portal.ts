import { createPortalClient } from '@credit-portal/api-client';

// The back end on another origin (its PORTAL_CORS_ORIGINS names this page's): absolute bases, set
// when the app is built.
const origin = import.meta.env.VITE_PORTAL_ORIGIN;
if (!origin) throw new Error('VITE_PORTAL_ORIGIN (the back end, e.g. http://127.0.0.1:4173) was not set for the build');

export const apiBase = `${origin}/api`;
export const portal = createPortalClient({ apiBase, creditBase: `${origin}/credit` });
