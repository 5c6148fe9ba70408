// The page's first script (index.html), kept tiny. A page the server rendered is painted before any
// of the portal's code is fetched or run: its HTML names the chunks hydration needs (entry-server.tsx),
// which are then preloaded all at once, so the visitor reads the page while React and the page's code
// arrive and hydrate it (main.tsx). The stylesheet and the page's images never wait behind scripts. A
// page rendered in the browser starts at once: there is nothing to paint before it.
import { lazyPage } from './shell/lazyPage';
import { PAGE_CHUNKS_META } from './pageChunks';

/** Resolves after the browser has painted (a frame, then a task after it), or soon in a hidden tab that paints no frames. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

function preloadPageChunks(): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)?.content ?? '';
  for (const href of named.split(' ').filter((chunk) => chunk.startsWith('/assets/'))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
// A page rendered in the browser needs the route manifest at once (main.tsx): it loads beside main.
if (!serverRendered) void import('./app/routed').catch(() => undefined);
// A chunk that fails to load reloads the page once (lazyPage); a second failure leaves the server's page readable.
void (serverRendered ? afterFirstPaint().then(preloadPageChunks) : Promise.resolve())
  .then(lazyPage(() => import('./main')))
  .catch((error: unknown) => console.error('页面脚本加载失败', error));
