// Empties the build folder of the city being built (PORTAL_CITY, default cities/cities.json's
// `default`): build/ for the default city, build-<id>/ for another (as city.config.ts names them), so
// that one city's build never removes another's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const citiesDir = path.resolve(here, '../../../cities');
const fallback = JSON.parse(fs.readFileSync(path.join(citiesDir, 'cities.json'), 'utf8')).default;
const id = process.env.PORTAL_CITY?.trim() || fallback;
if (!/^[a-z][a-z0-9-]{0,39}$/.test(id)) {
  console.error(`PORTAL_CITY 无效: ${id}（应为 cities/ 下的文件夹名：小写字母、数字和连字符）`);
  process.exit(1);
}
fs.rmSync(path.resolve(here, '..', id === fallback ? 'build' : `build-${id}`), { recursive: true, force: true });
