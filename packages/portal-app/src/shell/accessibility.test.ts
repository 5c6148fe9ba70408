import { describe, expect, it } from 'vitest';
import { careScope } from '@credit-portal/ui';
import { cityCareMode } from '../config/cityTheme.css';
import { accessibilityCookieValue, accessibilityPreferenceOf, defaultAccessibilityPreference, htmlClassOf } from './accessibility';

describe('the 无障碍 preference cookie', () => {
  it('reads the settings and the open toolbar from a Cookie header among other cookies', () => {
    const preference = accessibilityPreferenceOf('a=1; credit_portal_a11y=t200.inverted.guide.open.care; b=2');
    expect(preference).toEqual({ settings: { textScale: 2, contrast: 'inverted', largeCursor: false, readingGuide: true }, toolbarOpen: true, care: true });
    expect(accessibilityCookieValue(preference)).toBe('t200.inverted.guide.open.care');
  });

  it('gives the defaults without the cookie, for an empty one, and for nonsense', () => {
    for (const header of [undefined, '', 'credit_portal_a11y=', 'credit_portal_a11y=%3Cscript%3E']) {
      expect(accessibilityPreferenceOf(header)).toEqual(defaultAccessibilityPreference);
    }
    expect(accessibilityCookieValue(defaultAccessibilityPreference)).toBe('');
  });

  it('puts only the theme on <html> by default, and the settings\' classes after it', () => {
    expect(htmlClassOf('theme', defaultAccessibilityPreference)).toBe('theme');
    expect(htmlClassOf('theme', accessibilityPreferenceOf('credit_portal_a11y=t150.high.cursor')).split(' ')).toHaveLength(4);
    expect(htmlClassOf('theme', accessibilityPreferenceOf('credit_portal_a11y=care'))).toBe(`theme ${cityCareMode}`);
    // The theme's elder-mode class carries careScope, which pages style against.
    expect(htmlClassOf('theme', accessibilityPreferenceOf('credit_portal_a11y=care')).split(' ')).toContain(careScope);
    expect(htmlClassOf('theme', defaultAccessibilityPreference).split(' ')).not.toContain(careScope);
  });

  it('reads the cookie of its exact name, not one whose name begins or ends with it', () => {
    const preference = accessibilityPreferenceOf('xcredit_portal_a11y=care; credit_portal_a11y_old=open; credit_portal_a11y=t200');
    expect(preference).toEqual({ ...defaultAccessibilityPreference, settings: { ...defaultAccessibilityPreference.settings, textScale: 2 } });
  });
});
