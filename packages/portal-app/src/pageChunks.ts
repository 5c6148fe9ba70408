/** The `<meta>` of a server-rendered page naming the chunks its hydration needs, space-separated (entry-server.tsx writes it, boot.ts reads it). */
export const PAGE_CHUNKS_META = 'portal-chunks';
/** The `<meta>` of a server-rendered page naming its area (entry-server.tsx writes it, main.tsx reads it: no route manifest needed to hydrate). */
export const PAGE_AREA_META = 'portal-area';
