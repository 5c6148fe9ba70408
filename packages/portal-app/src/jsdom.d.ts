// jsdom ships no types, and @types/jsdom would bring the DOM library into every package's type check
// (through vitest's optional jsdom peer). The server's sanitizer (shell/sanitizer.server.ts) makes one call: a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
