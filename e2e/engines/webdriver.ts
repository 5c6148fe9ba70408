// A small client of W3C WebDriver (classic, HTTP and JSON) for WebKitWebDriver: only the commands the
// cross-engine tests use, each a fetch, with every error of the driver raised as an Error naming the command.

/** The W3C name of an element reference in a command's arguments and answers. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementReference = { [ELEMENT_KEY]: string };

export const isElementReference = (value: unknown): value is ElementReference =>
  typeof value === 'object' && value !== null && ELEMENT_KEY in value;

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Opens a session on the driver at `base` (http://127.0.0.1:port) with the given capabilities. */
  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await call(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
    return new WebDriverSession(base, value.sessionId);
  }

  private command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Goes to `url` and comes back once the page has loaded (the session's page load strategy, "normal"). */
  navigate(url: string) {
    return this.command('POST', '/url', { url });
  }

  /** Runs `script` (a function body; `arguments` are `args`) in the page; a promise it returns is awaited. */
  execute(script: string, args: unknown[] = []) {
    return this.command('POST', '/execute/sync', { script, args });
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }) {
    return this.command('POST', '/timeouts', timeouts);
  }

  async windowRect(): Promise<{ x: number; y: number; width: number; height: number }> {
    return (await this.command('GET', '/window/rect')) as { x: number; y: number; width: number; height: number };
  }

  setWindowRect(rect: { width: number; height: number; x?: number; y?: number }) {
    return this.command('POST', '/window/rect', rect);
  }

  /** A click as a pointer makes it: scrolled into view, refused when another element would take it. */
  click(element: ElementReference) {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  clear(element: ElementReference) {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  /** Types `text` into the element (focused first); into a file input, a local file's path chooses it. */
  sendKeys(element: ElementReference, text: string) {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  deleteAllCookies() {
    return this.command('DELETE', '/cookie');
  }

  async delete(): Promise<void> {
    await this.command('DELETE', '');
  }
}

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${error ?? response.status} ${message ?? ''}`.trim());
  }
  return answer.value;
}
