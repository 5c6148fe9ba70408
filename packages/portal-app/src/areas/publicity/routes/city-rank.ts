// /city-rank
import type { RouteMeta } from '../../../shell/meta';
import { cityRankingLoader } from '../loaders';

export { Component as default } from '../CityRankPage';

export const handle: RouteMeta = { name: 'CityRank', title: '城市信用排名', pageTitleEng: 'City Credit Ranking', oldRouter: true };

export const loader = cityRankingLoader;
export const clientLoader = cityRankingLoader;
