// @credit-portal/portal-server: the portal's serving code, shared with the reference back end (which
// imports the static files, the page renderer and the visitor's address from here), and the renderer
// service itself (main.ts).
export {
  withNonce,
  createPortalStatic,
  htmlSecurityHeaders,
  newNonce,
  preferredEncoding,
  type PageRenderer,
} from './static.js';
export {
  CLIENT_RENDER_HEADER,
  PUBLIC_PAGE_CACHE,
  REQUEST_ID_HEADER,
  REQUEST_ID_KEY,
  createPageRenderer,
  remoteBackend,
  requestIdOf,
  type BackendErrorKind,
  type Logger,
  type PageRenderOptions,
  type PageRendering,
  type RemoteBackendOptions,
  type ServerMode,
} from './page-render.js';
export { POSTED_FORM_ELEMENT_ID, type PageRequestOptions, type PortalServerEntry, type PortalToken, type PostedFields } from './entry.js';
export { LOCAL_PROXIES, parseTrustedProxies, peerAddress, visitorAddress } from './visitor.js';
export { ConfigError, DEFAULT_STATIC_DIR, serverEntryBeside, LOG_LEVELS, httpOrigin, readRendererConfig, type LogLevel, type RendererConfig } from './config.js';
export { createJsonLogger, errorFields, type JsonLogger } from './log.js';
export { createMetrics, type RendererMetrics } from './metrics.js';
export { READINESS_PROBE_PATH, createRenderer, type RenderKind, type Renderer, type RendererOptions } from './renderer.js';
export { listenRenderer, type RunningRenderer } from './server.js';
