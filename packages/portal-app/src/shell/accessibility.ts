// The visitor's 无障碍 settings, kept in a cookie so the server renders every page with them
// on its first answer (the <html> classes and the open toolbar), with no flash and no layout shift. The
// cookie holds only the settings' short form (ui's serializeAccessibilitySettings) and whether the
// toolbar is open; nginx keeps one cached copy of a public page per value (deploy/nginx).
import { createContext } from 'react';
import { readCookie } from '@credit-portal/api-client';
import {
  accessibilityClassNames,
  defaultAccessibilitySettings,
  parseAccessibilitySettings,
  serializeAccessibilitySettings,
  type AccessibilitySettings,
} from '@credit-portal/ui';
import { cityCareMode } from '../config/cityTheme.css';

/** Underscores, not dashes: nginx reads it as `$cookie_credit_portal_a11y`. */
export const ACCESSIBILITY_COOKIE = 'credit_portal_a11y';
const OPEN = 'open';
const CARE = 'care';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface AccessibilityPreference {
  settings: AccessibilitySettings;
  toolbarOpen: boolean;
  /** 关怀版 (elder mode): larger text and controls, 7:1 contrast, no adverts or floating windows. */
  care: boolean;
}

export const defaultAccessibilityPreference: AccessibilityPreference = { settings: defaultAccessibilitySettings, toolbarOpen: false, care: false };

export function accessibilityPreferenceOf(cookieHeader: string | null | undefined): AccessibilityPreference {
  return preferenceOfValue(readCookie(cookieHeader, ACCESSIBILITY_COOKIE));
}

/** The preference a cookie's value (accessibilityCookieValue's form) holds; what it does not know is left out. */
export function preferenceOfValue(value: string | null | undefined): AccessibilityPreference {
  const flags = (value ?? '').slice(0, 64).split('.');
  return { settings: parseAccessibilitySettings(value), toolbarOpen: flags.includes(OPEN), care: flags.includes(CARE) };
}

export function accessibilityCookieValue({ settings, toolbarOpen, care }: AccessibilityPreference): string {
  return [serializeAccessibilitySettings(settings), toolbarOpen && OPEN, care && CARE].filter(Boolean).join('.');
}

/** The preference's classes for <html> (the theme's class sits there too). */
function preferenceClasses({ settings, care }: AccessibilityPreference): string[] {
  return [care && cityCareMode, accessibilityClassNames(settings)].filter((name): name is string => Boolean(name)).flatMap((name) => name.split(' '));
}

/** The classes for <html>: the page's theme and the preference's effect. */
export function htmlClassOf(themeClass: string, preference: AccessibilityPreference): string {
  return [themeClass, ...preferenceClasses(preference)].join(' ');
}

/**
 * The strip's and the toolbar's controls without the page's script: each posts to `action` the preference
 * it leads to (`preference`, the cookie's form) and `back`, the page it was sent from.
 */
export const PREFERENCE_FORM = { action: '/accessibility-preference', preference: 'preference', back: 'back' } as const;

/** The cookie that keeps a preference's value for a year (a Set-Cookie value), or ends it when there is none. */
export function accessibilityCookie(value: string, secure: boolean): string {
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value ? `${ACCESSIBILITY_COOKIE}=${value}; Max-Age=${YEAR_SECONDS}; ${flags}` : `${ACCESSIBILITY_COOKIE}=; Max-Age=0; ${flags}`;
}

/** Remembers the preference for a year and applies it to the page at once. */
export function saveAccessibilityPreference(next: AccessibilityPreference, previous: AccessibilityPreference): void {
  document.cookie = accessibilityCookie(accessibilityCookieValue(next), window.location.protocol === 'https:');
  const html = document.documentElement.classList;
  for (const name of preferenceClasses(previous)) html.remove(name);
  for (const name of preferenceClasses(next)) html.add(name);
}

/**
 * The visitor's preference on a page rendered for no one (the static copy's page, made at build time):
 * its <html> takes the preference's classes before hydration, since React keeps the document's own
 * attributes as they came.
 */
export function applyAccessibilityPreference(preference: AccessibilityPreference): void {
  const html = document.documentElement.classList;
  for (const name of preferenceClasses(preference)) html.add(name);
}

/** The preference the page was rendered with (the server's from the request, the browser's from document.cookie). */
export const AccessibilityPreferenceContext = createContext<AccessibilityPreference>(defaultAccessibilityPreference);
