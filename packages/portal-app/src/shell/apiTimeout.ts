// The browser client's call timeout (spec §9), which a test may shorten for its own tab.
/** Spec §9: a call gets 30 s. */
export const API_TIMEOUT_MS = 30_000;
/** The browser's sessionStorage item that shortens the timeout for that tab (README, "Client settings"): tests provoke a timeout without waiting 30 s. */
export const API_TIMEOUT_SETTING = 'portal:api-timeout-ms';

/** The call timeout: the tab's setting when it is a shorter whole number of milliseconds, else 30 s; never longer. */
export function apiTimeoutMs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): number {
  let asked = Number.NaN;
  try {
    asked = Number(storage?.getItem(API_TIMEOUT_SETTING) ?? Number.NaN);
  } catch {
    // Storage refused (a privacy mode): the default.
  }
  return Number.isInteger(asked) && asked > 0 && asked < API_TIMEOUT_MS ? asked : API_TIMEOUT_MS;
}
