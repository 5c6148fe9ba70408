// The user centre's panels, by the `tab` of the menu's paths (/user?tab=…; the server's menu lists the
// ids). A panel joins here when it works end to end; menu entries without one are left out of the side
// menu rather than linked to nothing. The user centre's loader reads what the panel of the address
// shows (loaders.ts), the page shows it (UserCentrePage.tsx).

import city from 'virtual:city/portal.json';

export const PANELS = ['my-points', 'credit-report-apply', 'message-centre', 'my-account', 'my-messages', 'my-applications', 'my-collections', 'my-guarantees', 'my-repairs'] as const;

export type Panel = (typeof PANELS)[number];

export const DEFAULT_PANEL: Panel = 'message-centre';

/** The panels that list a sub-site's records (its pages are where they lead): a city without the sub-site has none of them. */
const SUBSITE_OF: Partial<Record<Panel, string>> = { 'my-applications': 'creditloan', 'my-collections': 'creditloan', 'my-guarantees': 'eleguarantee' };

/** The panels of the city built for. */
export const CITY_PANELS: readonly Panel[] = PANELS.filter((panel) => {
  const subsite = SUBSITE_OF[panel];
  return subsite === undefined || city.subsites.includes(subsite);
});

export const isPanel = (tab: string | null): tab is Panel => (CITY_PANELS as readonly (string | null)[]).includes(tab);
