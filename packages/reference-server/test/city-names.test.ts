// Everything that belongs to a city is its folder, cities/<city>/: no other file of the repository names
// the default city. Its names are read from its folder (portal.json's name and short name, seed.json's
// Latin name, one-character abbreviation, old name and county-level divisions, with each district's name
// also without its 区/县/市), and every file git tracks outside cities/ is searched for them.
// docs/spec/ is the product's specification as written (its README says which addresses the portal
// renamed).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../src/paths.js';

const root = findRepoRoot();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const defaultId = (JSON.parse(read('cities/cities.json')) as { default: string }).default;
const portal = JSON.parse(read(`cities/${defaultId}/portal.json`)) as { name: string; short: string; portalName: string };
const seed = JSON.parse(read(`cities/${defaultId}/seed.json`)) as { pinyin: string; abbreviation: string; oldName: string; districts: { name: string; zoneOf?: string }[] };

/** The default city's names: a district also by its name without 区, 县 or 市 (a zone only by its whole name). */
const names = [
  portal.name,
  portal.short,
  seed.pinyin,
  seed.abbreviation,
  seed.oldName,
  ...seed.districts.flatMap((d) => (d.zoneOf ? [d.name] : [d.name, d.name.replace(/(区|县|市)$/, '')])),
].filter((name) => name.length > 0);
const pattern = new RegExp([...new Set(names)].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');

/** Files outside cities/ (and the exceptions above): git's list of tracked files, or the tree without what git ignores. */
function files(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  } catch {
    // Not a git checkout (a copied tree): every file but the installed, built and generated folders.
    const skip = new Set(['node_modules', '.git', '.data', '.tools', 'dist', 'build', 'storybook-static', 'test-results', 'playwright-report']);
    const walk = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        skip.has(entry.name) || entry.name.startsWith('build-') ? [] : entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    listed = walk('');
  }
  return listed.filter((file) => !/^(cities|docs\/spec)\//.test(file));
}

describe(`no file outside cities/ names the default city (${portal.name})`, () => {
  it('finds the names where they are: in the city’s own folder', () => {
    expect(names).toEqual(expect.arrayContaining([portal.name, portal.short, seed.pinyin]));
    expect(read(`cities/${defaultId}/portal.json`).match(pattern)).not.toBeNull();
    expect(`${portal.portalName}`.match(pattern)).not.toBeNull();
    expect(seed.pinyin.toLowerCase().match(pattern)).not.toBeNull();
  });

  it('finds none in any other file', () => {
    const found: string[] = [];
    const all = files();
    expect(all.length).toBeGreaterThan(100);
    for (const file of all) {
      const full = path.join(root, file);
      let text: string;
      try {
        if (!statSync(full).isFile()) continue;
        const bytes = readFileSync(full);
        // Binary files (images, fonts) hold no text to read.
        if (bytes.includes(0)) continue;
        text = bytes.toString('utf8');
      } catch {
        // Listed by git but deleted in the working tree.
        continue;
      }
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${file}:${line} ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
