// Whether an internal address leads to a page of the route table (not to the 404): the CMS's navigation
// may name pages that have not joined the table, and the portal does not link to them. The entry point,
// which owns the table, says how to have it; the shell and layouts ask for it without importing the
// table (app/routeManifest.json, 1.6 KB gzip that /home does without: the browser loads it when first
// needed).

type IsRouted = (href: string) => boolean;

let table: () => Promise<IsRouted> = () => Promise.resolve(() => true);

/** Called once by the entry point: main.tsx loads the table's chunk, entry-server.tsx has it. */
export function provideRouted(load: () => Promise<IsRouted>): void {
  table = load;
}

/** The route table's `isRouted`, for a loader. */
export const routedTable = (): Promise<IsRouted> => table();
