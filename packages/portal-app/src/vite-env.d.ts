/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CREDIT_BASE?: string;
  /** True in the server's build (entry-server.tsx), where one module serves every visitor. */
  readonly PORTAL_SERVER?: boolean;
}

declare module 'virtual:client-manifest' {
  /** The browser build's manifest (dist/.vite/manifest.json), in the server's build; empty elsewhere (routeChunks.ts, ClientManifest). */
  const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  export default manifest;
}
