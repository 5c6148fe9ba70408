// Every city's folder (cities/<city>/ at the repository root) gives the portal what it needs, in colours
// that read: text on the brand colour at least 4.5:1 (WCAG 1.4.3), 7:1 in 关怀版 (WCAG 1.4.6).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CityPortalData } from './cityData';

const citiesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../cities');
const ids = fs.readdirSync(citiesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const read = (id: string): CityPortalData => JSON.parse(fs.readFileSync(path.join(citiesDir, id, 'portal.json'), 'utf8'));

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('city folders', () => {
  it('has the default city and at least one more', () => {
    const { default: fallback } = JSON.parse(fs.readFileSync(path.join(citiesDir, 'cities.json'), 'utf8')) as { default: string };
    expect(ids).toContain(fallback);
    expect(ids.length).toBeGreaterThanOrEqual(2);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#e22323')).toBeCloseTo(4.67, 2);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  for (const id of ids) {
    describe(id, () => {
      const city = read(id);

      it('names itself, its portal, organiser and journal, and has a seed for the reference back end', () => {
        expect(city.id).toBe(id);
        expect(city.name).toMatch(/^\p{Script=Han}+(市|州|盟|地区)$/u);
        expect(city.name.startsWith(city.short)).toBe(true);
        for (const text of [city.portalName, city.organiser, city.undertaker, city.journal.title, city.repairSystemName]) expect(text.trim()).not.toBe('');
        expect(city.journal.coverLines.length).toBeGreaterThan(0);
        expect(city.links.every((link) => /^https?:\/\//.test(link.href))).toBe(true);
        expect(fs.existsSync(path.join(citiesDir, id, 'seed.json'))).toBe(true);
      });

      it('has colours of the form #rrggbb whose text reads at 4.5:1, and 7:1 in 关怀版', () => {
        const { care, ...palette } = city.palette;
        for (const colour of [...Object.values(palette), ...Object.values(care)]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrast(palette.onBrand, palette.brand)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.footerText, palette.footerBackground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.brandDark, palette.brandSoft)).toBeGreaterThanOrEqual(4.5);
        // The brand colour is also text (links, the wordmark) on the white page.
        expect(contrast(palette.brand, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrast('#ffffff', care.brand)).toBeGreaterThanOrEqual(7);
        expect(contrast('#ffffff', care.footerBackground)).toBeGreaterThanOrEqual(7);
        expect(contrast(care.brandDark, care.brandSoft)).toBeGreaterThanOrEqual(7);
      });
    });
  }
});
