// The visitor's 无障碍 settings (issue 15), kept in a cookie so the server renders every page with them
// on its first answer (the <html> classes and the open toolbar), with no flash and no layout shift. The
// cookie holds only the settings' short form (ui's serializeAccessibilitySettings) and whether the
// toolbar is open; nginx keeps one cached copy of a public page per value (deploy/nginx).
import { createContext } from 'react';
import {
  accessibilityClassNames,
  defaultAccessibilitySettings,
  parseAccessibilitySettings,
  serializeAccessibilitySettings,
  type AccessibilitySettings,
} from '@credit-portal/ui';

/** Underscores, not dashes: nginx reads it as `$cookie_credit_portal_a11y`. */
export const ACCESSIBILITY_COOKIE = 'credit_portal_a11y';
const OPEN = 'open';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface AccessibilityPreference {
  settings: AccessibilitySettings;
  toolbarOpen: boolean;
}

export const defaultAccessibilityPreference: AccessibilityPreference = { settings: defaultAccessibilitySettings, toolbarOpen: false };

/** One cookie's value from a Cookie header (or document.cookie), undefined when absent. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function accessibilityPreferenceOf(cookieHeader: string | null | undefined): AccessibilityPreference {
  const value = cookieValue(cookieHeader, ACCESSIBILITY_COOKIE);
  return { settings: parseAccessibilitySettings(value), toolbarOpen: (value ?? '').split('.').includes(OPEN) };
}

export function accessibilityCookieValue({ settings, toolbarOpen }: AccessibilityPreference): string {
  return [serializeAccessibilitySettings(settings), toolbarOpen && OPEN].filter(Boolean).join('.');
}

/** The classes for <html>: the page's theme and the settings' effect. */
export function htmlClassOf(themeClass: string, { settings }: AccessibilityPreference): string {
  return [themeClass, accessibilityClassNames(settings)].filter(Boolean).join(' ');
}

/** Remembers the preference for a year and applies it to the page at once. */
export function saveAccessibilityPreference(next: AccessibilityPreference, previous: AccessibilityPreference): void {
  const value = accessibilityCookieValue(next);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${ACCESSIBILITY_COOKIE}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${ACCESSIBILITY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  const html = document.documentElement.classList;
  for (const name of accessibilityClassNames(previous.settings).split(' ').filter(Boolean)) html.remove(name);
  for (const name of accessibilityClassNames(next.settings).split(' ').filter(Boolean)) html.add(name);
}

/** The preference the page was rendered with (the server's from the request, the browser's from document.cookie). */
export const AccessibilityPreferenceContext = createContext<AccessibilityPreference>(defaultAccessibilityPreference);
