export { isSafeUrl, normaliseAdvertUrl, safeUrlSchemes, urlScheme } from './safeUrl';
export type { SafeUrlScheme } from './safeUrl';
