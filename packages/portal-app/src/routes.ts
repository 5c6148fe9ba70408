// The framework's route table, assembled from every area's list (app/areas.ts, app/areaRoutes.ts).
import type { RouteConfig } from '@react-router/dev/routes';
import { areas } from './app/areas';
import { placeAreas } from './app/areaRoutes';

export default placeAreas(areas) satisfies RouteConfig;
