import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type HTTPRequest, type JSHandle, type Page } from 'puppeteer-core';
import { startProbeProxy, type ProbeProxy } from './probeProxy';
import { isElementReference, WebDriverSession, type ElementReference } from './webdriver';

// Debian's Firefox ESR and WebKitGTK, each behind one interface the cross-engine tests use: one browser
// and one tab per engine for a whole worker, pages reached through the engine's own probe proxy
// (probeProxy.ts). Firefox is driven over WebDriver BiDi by puppeteer-core (no geckodriver); WebKitGTK's
// MiniBrowser over W3C classic WebDriver by WebKitWebDriver, in an Xvfb display of its own.

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** An element of the page on show, to pass back to the engine. */
export type ElementRef = ElementHandle<Element> | ElementReference;

export interface Engine {
  readonly name: EngineName;
  /** The proxy's origin, in front of the portal. */
  readonly origin: string;
  /** Loads `address` (a path of the portal, or a whole URL) and comes back once the page has loaded. */
  goto(address: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with `args` (JSON values or elements) and answers its result. */
  evaluate<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>>;
  /** The element `fn` answers in the page, or null. */
  find(fn: (...args: never[]) => Element | null | undefined, ...args: unknown[]): Promise<ElementRef | null>;
  /** A pointer's click on the element's middle, scrolled into view first. */
  click(element: ElementRef): Promise<void>;
  /** Types `text` into the (empty) field, as a keyboard does. */
  type(element: ElementRef, text: string): Promise<void>;
  /** Chooses the option whose value is `value` in a select field, as a visitor picks it. */
  select(element: ElementRef, value: string): Promise<void>;
  /** Chooses the local file `file` in a file input. */
  upload(element: ElementRef, file: string): Promise<void>;
  /** Resizes the viewport (the page's layout box, without the window's own parts) in place. */
  setViewport(width: number, height: number): Promise<void>;
  /** What went wrong since the last call: the page's console errors and exceptions, and failed answers. */
  takeErrors(): Promise<string[]>;
  /** A visit of its own: no cookies, no storage (another login, another 关怀版 choice). */
  freshVisit(): Promise<void>;
  close(): Promise<void>;
}

/** The page's own probe errors, emptied; null on a portal page where the probe did not run. */
const drainProbe = () => {
  const probe = (window as unknown as { __engineProbe?: { errors: string[] } }).__engineProbe;
  if (probe) return probe.errors.splice(0);
  return document.getElementById('root') ? null : [];
};

async function probeErrors(engine: Pick<Engine, 'evaluate'>): Promise<string[]> {
  try {
    const errors = await engine.evaluate(drainProbe);
    return errors ?? ['the page probe did not run, so its console could not be read'];
  } catch (error) {
    return [`reading the page's errors: ${(error as Error).message}`];
  }
}

export async function launchEngine(name: EngineName, upstream: string): Promise<Engine> {
  const proxy = await startProbeProxy(upstream);
  try {
    return name === 'firefox' ? await launchFirefox(proxy) : await launchWebKit(proxy);
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

const absolute = (origin: string, address: string) => (/^https?:/.test(address) ? address : `${origin}${address}`);

// ---------------------------------------------------------------- Firefox ESR over WebDriver BiDi

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

async function launchFirefox(proxy: ProbeProxy): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocolTimeout: 60_000,
    // No updates, telemetry or other calls out (puppeteer's own set of preferences does the rest).
    extraPrefsFirefox: {
      'network.dns.disableIPv6': true,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      // No back-forward cache: a page left by a form's submission is gone, so a script run while the
      // next one loads never answers from the old page.
      'browser.sessionhistory.max_total_viewers': 0,
      'fission.bfcacheInParent': false,
    },
  });
  let context: BrowserContext;
  let page: Page;
  let viewport = { width: 1366, height: 768 };
  // The console errors and exceptions of every page the tab showed, also of pages since left.
  let native: Promise<string>[] = [];
  // From the request for the next page until it is on show, the page being left is no longer the
  // visitor's: what it logs then (Firefox aborts its pending loads) is not judged.
  let leaving = false;

  const openTab = async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.setDefaultNavigationTimeout(60_000);
    await page.setViewport(viewport);
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) leaving = false;
    });
    page.on('console', (message) => {
      // The simulated single sign-on stands for an external service, not the portal.
      if (leaving || message.type() !== 'error' || new URL(page.url(), 'http://x').pathname.startsWith('/sso/')) return;
      // React Router logs this when a request of its route discovery fails, and Firefox fails the one a
      // page still had under way when the next page is on show, reporting the log past the `leaving`
      // window. The page on show is judged by its probe, which records its every console error, this
      // one included; here it would only be the page left's.
      if (message.text().startsWith('Failed to fetch manifest patches')) return;
      // An Error among the arguments reads as its message (its text alone would be "JSHandle@error").
      native.push(
        Promise.all(message.args().map((arg) => arg.evaluate((value) => (value instanceof Error ? `${value.message} ${value.stack ?? ''}` : String(value))).catch(() => arg.toString())))
          .then((parts) => `console error: ${parts.join(' ').slice(0, 1000)} (${page.url()})`),
      );
    });
    page.on('pageerror', (error) => !leaving && native.push(Promise.resolve(`uncaught exception: ${error instanceof Error ? error.message : String(error)}`)));
  };
  await openTab();

  const engine: Engine = {
    name: 'firefox',
    origin: proxy.origin,
    async goto(address) {
      await page.goto(absolute(proxy.origin, address), { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate(fn, ...args) {
      return page.evaluate(fn as (...a: unknown[]) => unknown, ...(args as never[])) as never;
    },
    async find(fn, ...args) {
      const handle: JSHandle = await page.evaluateHandle(fn as (...a: unknown[]) => unknown, ...(args as never[]));
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element as ElementHandle<Element> | null;
    },
    async click(element) {
      // A click that submits a form or follows a link is waited for until the next page has loaded: a
      // script run in the page while Firefox starts that navigation could answer from the page left.
      let navigating = false;
      const onRequest = (request: HTTPRequest) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
      };
      page.on('request', onRequest);
      const navigation = page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }).catch(() => null);
      await (element as ElementHandle<Element>).click();
      await new Promise((resolve) => setTimeout(resolve, 300));
      page.off('request', onRequest);
      if (navigating) await navigation;
    },
    async type(element, text) {
      await (element as ElementHandle<Element>).type(text);
    },
    async select(element, value) {
      await (element as ElementHandle<HTMLSelectElement>).select(value);
    },
    async upload(element, file) {
      await (element as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    async setViewport(width, height) {
      viewport = { width, height };
      await page.setViewport(viewport);
    },
    async takeErrors() {
      const taken = native;
      native = [];
      return [...(await Promise.all(taken)), ...(await probeErrors(engine)), ...proxy.takeFailedResponses()];
    },
    async freshVisit() {
      await context.close();
      leaving = false;
      await openTab();
      proxy.takeFailedResponses();
      native = [];
    },
    async close() {
      await browser.close().catch(() => undefined);
      await proxy.close();
    },
  };
  return engine;
}

// ---------------------------------------------------------------- WebKitGTK over W3C WebDriver

/** Debian installs MiniBrowser under the architecture's library folder. */
const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ??
  readdirSync('/usr/lib')
    .map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

/**
 * MiniBrowser's window has a toolbar (address entry, buttons) whose natural width keeps the window wider
 * than a phone. A user style sheet of GTK's own (read from XDG_CONFIG_HOME) shrinks the toolbar's parts to
 * nothing, so the window, and the page's viewport in it, can be 390 px wide. The page is not affected.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\nimage { -gtk-icon-transform: scale(0.1); }\n';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on the first free display number, which Xvfb itself picks and writes to a pipe. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp', '-noreset'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let stderr = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${stderr}`)), 15_000);
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve({ display: `:${chunk.toString().trim()}`, process: xvfb });
    });
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function waitForDriver(base: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const answer = await fetch(`${base}/status`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function launchWebKit(proxy: ProbeProxy): Promise<Engine> {
  if (!existsSync(MINIBROWSER)) throw new Error(`WebKitGTK's MiniBrowser is missing (${MINIBROWSER}): install webkit2gtk-driver`);
  const home = mkdtempSync(path.join(os.tmpdir(), 'credit-portal-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: path.join(home, 'cache'), XDG_DATA_HOME: path.join(home, 'data') },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    process.off('exit', stop);
    driver.kill();
    xvfb.process.kill();
    rmSync(home, { recursive: true, force: true });
  };
  // A worker that ends without its teardown (a timeout, a crash) takes its display and driver along.
  process.once('exit', stop);
  let session: WebDriverSession;
  try {
    await waitForDriver(base);
    session = await WebDriverSession.create(base, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    });
    await session.setTimeouts({ script: 30_000, pageLoad: 60_000, implicit: 0 });
  } catch (error) {
    stop();
    throw error;
  }

  // The window's own parts (what is left of the toolbar), measured once: the window is the viewport plus them.
  await session.setWindowRect({ x: 0, y: 0, width: 1366, height: 768 });
  const frame = { width: 0, height: 0 };
  const viewportNow = async () => (await session.execute('return [innerWidth, innerHeight, outerWidth, outerHeight]')) as [number, number, number, number];

  const toArgs = (args: unknown[]) => args;
  const engine: Engine = {
    name: 'webkit',
    origin: proxy.origin,
    async goto(address) {
      await session.navigate(absolute(proxy.origin, address));
    },
    async reload() {
      await session.execute('location.reload()');
      // The reload starts after the script: wait for the new document.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (await session.execute('return document.readyState').catch(() => 'loading')) !== 'complete') {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async evaluate(fn, ...args) {
      return (await session.execute(`return (${fn.toString()}).apply(null, arguments)`, toArgs(args))) as never;
    },
    async find(fn, ...args) {
      const found = await session.execute(`return (${fn.toString()}).apply(null, arguments) || null`, toArgs(args));
      return isElementReference(found) ? found : null;
    },
    async click(element) {
      await session.click(element as ElementReference);
    },
    async type(element, text) {
      await session.sendKeys(element as ElementReference, text);
    },
    async select(element, value) {
      // WebDriver picks an option by clicking it.
      const option = await session.execute('return Array.from(arguments[0].options).find((option) => option.value === arguments[1]) || null', [element, value]);
      if (!isElementReference(option)) throw new Error(`no option ${value} in the select field`);
      await session.click(option);
    },
    async upload(element, file) {
      await session.sendKeys(element as ElementReference, file);
    },
    async setViewport(width, height) {
      await session.setWindowRect({ width: width + frame.width, height: height + frame.height });
      // GTK resizes the window after the command answers: wait until the page sees the new size.
      const deadline = Date.now() + 5_000;
      for (;;) {
        const [innerWidth, innerHeight] = await viewportNow();
        if (innerWidth === width && innerHeight === height) return;
        if (Date.now() > deadline) throw new Error(`WebKit's viewport stayed ${innerWidth}×${innerHeight}, not ${width}×${height}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async takeErrors() {
      return [...(await probeErrors(engine)), ...proxy.takeFailedResponses()];
    },
    async freshVisit() {
      await session.navigate(`${proxy.origin}/robots.txt`);
      await session.deleteAllCookies();
      await session.execute('sessionStorage.clear(); localStorage.clear();');
      proxy.takeFailedResponses();
    },
    async close() {
      await session.delete().catch(() => undefined);
      stop();
      await proxy.close();
    },
  };

  // Measure the frame on a blank page at the desktop size, then size the viewport itself.
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [innerWidth, innerHeight, outerWidth, outerHeight] = await viewportNow();
    if (outerWidth === 1366 && outerHeight === 768) {
      frame.width = outerWidth - innerWidth;
      frame.height = outerHeight - innerHeight;
      break;
    }
    if (Date.now() > deadline) throw new Error('WebKit\'s window did not take its size');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await engine.setViewport(1366, 768);
  return engine;
}
