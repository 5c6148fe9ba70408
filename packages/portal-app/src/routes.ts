// The framework's route table, assembled from every area's list (app/areas.ts, app/areaRoutes.ts), as
// the city built for has them: without the pages of a sub-site its portal.json does not list (app/subsites.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@react-router/dev/routes';
import { cityBuild } from '../city.config.ts';
import { areas } from './app/areas';
import { placeAreas } from './app/areaRoutes';
import { areasForCity } from './app/subsites';

const { subsites } = JSON.parse(readFileSync(path.join(cityBuild().dir, 'portal.json'), 'utf8')) as { subsites: string[] };

export default placeAreas(areasForCity(areas, subsites)) satisfies RouteConfig;
