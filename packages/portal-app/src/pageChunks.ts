/** The `<meta>` of a server-rendered page naming the chunks its hydration needs, space-separated (entry-server.tsx writes it, boot.ts reads it). */
export const PAGE_CHUNKS_META = 'portal-chunks';
