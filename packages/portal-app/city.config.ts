// Which city the portal is built for: PORTAL_CITY names a folder of cities/ at the repository root
// (default: cities/cities.json's `default`), the one place that holds everything that differs from one city to another. Read by
// vite.config.ts (the city's data under the `virtual:city/` alias, its logo and favicon) and
// react-router.config.ts (where the build goes).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CITIES_DIR = path.resolve(here, '../../cities');
/** The city built when PORTAL_CITY is unset (cities/cities.json). */
export const DEFAULT_CITY: string = JSON.parse(fs.readFileSync(path.join(CITIES_DIR, 'cities.json'), 'utf8')).default;

export interface CityBuild {
  id: string;
  /** The city's folder, cities/<id>. */
  dir: string;
  /** The build's folder under this package: build for the default city, build-<id> for any other. */
  buildDirectory: string;
}

/** A city id is a folder name of lower-case letters, digits and hyphens (it also names a build folder). */
export function cityBuild(env: NodeJS.ProcessEnv = process.env): CityBuild {
  const id = env.PORTAL_CITY?.trim() || DEFAULT_CITY;
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(id)) throw new Error(`PORTAL_CITY 无效: ${id}（应为 cities/ 下的文件夹名：小写字母、数字和连字符）`);
  const dir = path.join(CITIES_DIR, id);
  if (!fs.existsSync(path.join(dir, 'portal.json'))) throw new Error(`PORTAL_CITY=${id}：找不到 cities/${id}/portal.json`);
  return { id, dir, buildDirectory: id === DEFAULT_CITY ? 'build' : `build-${id}` };
}

interface CityPortalJson {
  portalName: string;
  palette: { brand: string; onBrand: string };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = "'Microsoft YaHei','PingFang SC',sans-serif";

/** The header's wordmark: a check in a disc and the portal's name in the brand colour, 信用服务 beside it. */
export function logoSvg({ portalName, palette }: CityPortalJson): string {
  const nameWidth = 24 * [...portalName].length;
  const width = 54 + nameWidth + 10 + 56 + 24;
  const name = escapeXml(portalName);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img"><title>${name}</title>` +
    `<circle cx="24" cy="24" r="20" fill="${palette.brand}"/><path d="M14 24l7 7 13-14" fill="none" stroke="${palette.onBrand}" stroke-width="4"/>` +
    `<text x="54" y="33" font-family="${FONT}" font-size="24" font-weight="700" fill="${palette.brand}">${name}</text>` +
    `<text x="${54 + nameWidth + 10}" y="33" font-family="${FONT}" font-size="14" fill="#5c6370">信用服务</text></svg>`
  );
}

/** The tab's icon: 信 on the brand colour. */
export function faviconSvg({ palette }: CityPortalJson): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${palette.brand}"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="${palette.onBrand}" font-family="sans-serif">信</text></svg>`;
}

/**
 * /favicon.ico for the clients that ask there: a 32×32 square of the brand colour with rounded corners
 * (an icon of one 32-bit BMP image), when the city's folder has no favicon.ico of its own.
 */
export function faviconIco({ palette }: CityPortalJson): Buffer {
  const size = 32;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(palette.brand.slice(i, i + 2), 16)) as [number, number, number];
  const pixels = Buffer.alloc(size * size * 4);
  const radius = 6;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = Math.max(radius - x - 0.5, x + 0.5 - (size - radius), 0);
      const dy = Math.max(radius - y - 0.5, y + 0.5 - (size - radius), 0);
      const inside = dx * dx + dy * dy <= radius * radius;
      // Rows bottom-up, BGRA.
      pixels.set([b, g, r, inside ? 255 : 0], ((size - 1 - y) * size + x) * 4);
    }
  }
  const mask = Buffer.alloc(size * 4);
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(1, 4);
  dir.writeUInt8(size, 6);
  dir.writeUInt8(size, 7);
  dir.writeUInt16LE(1, 10);
  dir.writeUInt16LE(32, 12);
  dir.writeUInt32LE(image.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, image]);
}

/** The city's files the site serves from its root: the folder's own when present, else drawn from its data. */
export function cityAssets(city: CityBuild): Record<string, Buffer | string> {
  const data = JSON.parse(fs.readFileSync(path.join(city.dir, 'portal.json'), 'utf8')) as CityPortalJson;
  const own = (file: string) => (fs.existsSync(path.join(city.dir, file)) ? fs.readFileSync(path.join(city.dir, file)) : undefined);
  return {
    'new-style-logo.svg': own('logo.svg') ?? logoSvg(data),
    'favicon.svg': own('favicon.svg') ?? faviconSvg(data),
    'favicon.ico': own('favicon.ico') ?? faviconIco(data),
  };
}

const TYPES: Record<string, string> = { svg: 'image/svg+xml', ico: 'image/x-icon' };

/** A Vite plugin: the city's files in the browser build (build/client) and from the dev server. */
export function cityAssetsPlugin(city: CityBuild) {
  return {
    name: 'city-assets',
    configureServer(server: { middlewares: { use(fn: (req: { url?: string }, res: { setHeader(n: string, v: string): void; end(body: Buffer | string): void }, next: () => void) => void): void } }) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        const file = cityAssets(city)[name];
        if (file === undefined) return next();
        res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        res.end(file);
      });
    },
    generateBundle(this: { environment?: { name: string }; emitFile(file: { type: 'asset'; fileName: string; source: string | Uint8Array }): string }) {
      // The browser build only (the server build has no public files).
      if (this.environment && this.environment.name !== 'client') return;
      for (const [fileName, source] of Object.entries(cityAssets(city))) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
