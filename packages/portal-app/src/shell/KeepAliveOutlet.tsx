import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useOutlet,
} from 'react-router';
import { useRouteMeta } from './routeMeta';

/** How many kept-alive pages stay mounted at most; the least recently shown one goes first. */
export const KEEP_ALIVE_CAP = 5;

type RouterState = NonNullable<React.ContextType<typeof DataRouterStateContext>>;
type LocationValue = React.ContextType<typeof LocationContext>;

interface KeptPage {
  path: string;
  /** The page as the router last rendered it. */
  element: ReactNode;
  /** The router's state and location of its last visit: a hidden page keeps seeing its own address. */
  routerState: RouterState;
  location: LocationValue;
  search: string;
}

/** False inside a kept page while it is hidden: its layout leaves out ids the shown page's layout carries. */
const KeptPageShownContext = createContext(true);

/** Whether this part of the tree is on screen (false in a hidden kept page). */
export function useKeptPageShown(): boolean {
  return useContext(KeptPageShownContext);
}

/**
 * The routed view with keep-alive (spec §2 route metadata): pages flagged `keepAlive` stay
 * mounted, hidden and inert, while the visitor is elsewhere, and come back with their state (page,
 * keyword, loaded data) and scroll position. No React <Activity>:
 * each kept page renders under a frozen copy of the router's contexts, so hooks like
 * useSearchParams and useMatches in a hidden page keep answering its own address and nothing in it
 * re-renders or reloads while another page is shown.
 *
 * It is the app shell's outlet, so a kept page is kept with its layout: leaving it for a page of
 * another layout (the list → /home → back) does not unmount it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const routerState = useContext(DataRouterStateContext);
  const locationValue = useContext(LocationContext);
  const keep = Boolean(meta?.keepAlive) && routerState !== null;
  const path = location.pathname;
  const [kept, setKept] = useState<readonly KeptPage[]>([]);
  const scrolls = useRef(new Map<string, number>());

  const cached = kept.find((page) => page.path === path);
  // Clicking the page's menu entry again (its bare address) shows the kept state (page 2, keyword …):
  // the address is put back to the kept one, and meanwhile the page keeps its frozen view.
  const restoringAddress = keep && cached !== undefined && location.search === '' && cached.search !== '';

  if (keep && routerState && !restoringAddress && cached?.location !== locationValue) {
    // Record the page at each of its addresses ("adjusting state while rendering", as useBreadcrumbTrail
    // does); the most recently shown last, the oldest dropped beyond the cap.
    const entry: KeptPage = { path, element: outlet, routerState, location: locationValue, search: location.search };
    setKept([...kept.filter((page) => page.path !== path), entry].slice(-KEEP_ALIVE_CAP));
  }
  // A page dropped from the cache starts at the top when it comes back.
  useEffect(() => {
    for (const keptPath of [...scrolls.current.keys()]) if (!kept.some((page) => page.path === keptPath)) scrolls.current.delete(keptPath);
  }, [kept]);

  useEffect(() => {
    if (restoringAddress && cached) void navigate(`${path}${cached.search}${location.hash}`, { replace: true, preventScrollReset: true });
  }, [restoringAddress, cached, path, location.hash, navigate]);

  // The window's scroll position of each kept page, remembered as the visitor scrolls, put back on arrival.
  // Only on arrival from another page: paging within a kept page still starts at the top (spec §2).
  const active = useRef<string | null>(null);
  const lastPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const arrived = lastPath.current !== path;
    lastPath.current = path;
    active.current = keep ? path : null;
    const y = keep && arrived ? (scrolls.current.get(path) ?? 0) : 0;
    // After the shell's scroll reset (a later layout effect of the same commit), before the paint.
    if (y > 0) queueMicrotask(() => window.scrollTo(0, y));
  }, [keep, path, location.key]);
  useEffect(() => {
    const remember = () => {
      if (active.current !== null) scrolls.current.set(active.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // The page on screen comes first in the document, hidden kept pages after it: a hidden layout's links
  // never precede the shown page's skip link (axe takes a skip link for one only before the first link).
  const shownKept = keep ? kept.find((page) => page.path === path) : undefined;
  const ordered = shownKept ? [shownKept, ...kept.filter((page) => page !== shownKept)] : kept;

  return (
    <>
      {!keep && outlet}
      {ordered.map((page) => {
        const shown = keep && page.path === path;
        const frozen = !shown || restoringAddress;
        return (
          <DataRouterStateContext.Provider key={page.path} value={frozen ? page.routerState : routerState}>
            <LocationContext.Provider value={frozen ? page.location : locationValue}>
              <KeptPageShownContext.Provider value={shown}>
                <div hidden={!shown} inert={!shown}>
                  {frozen ? page.element : outlet}
                </div>
              </KeptPageShownContext.Provider>
            </LocationContext.Provider>
          </DataRouterStateContext.Provider>
        );
      })}
    </>
  );
}
