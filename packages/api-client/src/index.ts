export { createPortalClient, uploadForm } from './client.js';
export { createDeferredPortalClient } from './deferred.js';
export { portalAddresses } from './addresses.js';
export type { PortalClient, PortalClientOptions, UploadOptions, UploadProgress, UploadedFile } from './client.js';
export { unwrap, judgeAnswer } from './envelope.js';
export type { EnvelopeData, OperationData } from './envelope.js';
export { PortalError, catalogueMessage, isPortalError, isEnvelope } from './errors.js';
export type { PortalErrorKind, PortalErrorDetails, EnvelopeLike } from './errors.js';
export { createCookieTokenStore, createMemoryTokenStore, isPortalToken, tokenClearCookie, tokenSetCookie } from './token-store.js';
export type { PortalToken, TokenStore, CookieTokenStoreOptions } from './token-store.js';
export { readCookie } from './cookie.js';

import type { components, operations } from './schema.js';
import type { OperationData } from './envelope.js';
export type { paths, components, operations } from './schema.js';

/** The contract's named schemas (openapi/components/*.yaml, hoisted by openapi-typescript). */
export type Schemas = components['schemas'];
export type NavigationTab = Schemas['NavigationTab'];
export type Advert = Schemas['Advert'];
export type ArticleSummary = Schemas['ArticleSummary'];
export type ArticlePage = Schemas['ArticlePage'];
export type PageMeta = Schemas['PageMeta'];
export type Envelope = Schemas['Envelope'];
export type ErrorResult = Schemas['ErrorResult'];
export type ResultCode = Schemas['ResultCode'];
export type ValidationErrors = Schemas['ValidationErrors'];

/** The `data` an operation answers with, by its operationId: `OperationResult<'getNoticeList'>`. */
export type OperationResult<OperationId extends keyof operations> = OperationData<operations[OperationId]>;
// The field rules: `fieldRules` by schema name, and each body's own constant (`<name>Rules`), generated.
export * from './rules.js';
export { downloadWithProgress, fileNameFrom } from './download.js';
export type { DownloadOptions, DownloadProgress, DownloadedFile } from './download.js';
