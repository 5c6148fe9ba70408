// /city-rank
import type { RouteMeta } from '../../../shell/meta';
import { cityRankingLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CityRankPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CityRank', title: '城市信用排名', pageTitleEng: 'City Credit Ranking', oldRouter: true };

export const loader = settled(cityRankingLoader);
export const clientLoader = cityRankingLoader;
