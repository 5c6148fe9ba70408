// The user centre's panels, by the `tab` of the menu's paths (/user?tab=…; the server's menu lists the
// ids). A panel joins here when it works end to end; menu entries without one are left out of the side
// menu rather than linked to nothing. The user centre's loader reads what the panel of the address
// shows (loaders.ts), the page shows it (UserCentrePage.tsx).

export const PANELS = ['my-points', 'credit-report-apply', 'message-centre', 'my-account', 'my-messages', 'my-applications', 'my-collections', 'my-guarantees', 'my-repairs'] as const;

export type Panel = (typeof PANELS)[number];

export const DEFAULT_PANEL: Panel = 'message-centre';

export const isPanel = (tab: string | null): tab is Panel => (PANELS as readonly (string | null)[]).includes(tab);
