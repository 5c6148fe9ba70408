// The framework's route table from every area's list, without the sub-sites the city's portal.json does not list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@react-router/dev/routes';
import { cityBuild } from '../city.config.ts';
import { areas } from './app/areas';
import { placeAreas } from './app/areaRoutes';
import { areasForCity } from './app/subsites';

const { subsites } = JSON.parse(readFileSync(path.join(cityBuild().dir, 'portal.json'), 'utf8')) as { subsites: string[] };

export default placeAreas(areasForCity(areas, subsites)) satisfies RouteConfig;
