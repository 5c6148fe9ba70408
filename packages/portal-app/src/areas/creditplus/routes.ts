// 信用鞋城 and 信用+ (spec §2 'Credit-shoe city and credit plus').
//
//
// Decisions the spec leaves open (pages/creditplus/scenes.ts names the calls):
// - The 信用+ scenes are the back end's (openapi/paths/creditplus.yaml): lib 信用+图书馆 (libraryPage,
//   detail/{id}), bike 信用+共享单车 (bicycleRecord), el 信用+联动监管 (linkageSupervision, with the
//   rewardsPunishments cases and the tradesubjectgrade grades behind it).
// - Only the library has a detail operation. -bike-detail shows one ride found among its bicycle's rides
//   (bikeNo as keyword, id); -el-detail shows one enterprise (creditCode as keyword of the three lists).
// - 信用鞋城: -news lists the CMS column 鞋城动态 (reference server features/shoecity) in the generic list
//   view; -info lists the shoe trade's graded enterprises (tradesubjectgrade, industry 鞋服制造).
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'creditplus',
  routes: [
    { path: 'credit-shoes-news', layout: 'content' },
    { path: 'credit-shoes-info', layout: 'content' },
    { path: 'credit-plus-home', layout: 'content' },
    { path: 'credit-plus-lib', layout: 'content' },
    { path: 'credit-plus-lib-main', layout: 'content' },
    { path: 'credit-plus-lib-detail', layout: 'content' },
    { path: 'credit-plus-bike', layout: 'content' },
    { path: 'credit-plus-bike-main', layout: 'content' },
    { path: 'credit-plus-bike-detail', layout: 'content' },
    { path: 'credit-plus-el', layout: 'content' },
    { path: 'credit-plus-el-main', layout: 'content' },
    { path: 'credit-plus-el-detail', layout: 'content' },
  ],
} satisfies AreaRoutes;
