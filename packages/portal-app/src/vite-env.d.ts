/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CREDIT_BASE?: string;
  /** True in the server's build (entry-server.tsx), where one module serves every visitor. */
  readonly PORTAL_SERVER?: boolean;
}
