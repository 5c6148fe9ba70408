import type { BannerDesign } from './banners.js';

export interface AdvertSeed {
  id: string;
  title: string;
  pictureId: string;
  position: '0' | '1';
  url: string;
  status: '0' | '1';
  show: boolean;
  banner: BannerDesign;
}

/**
 * Spec §2/§3: two floating adverts and one in the left column, plus a withdrawn one so that the
 * notice list's status filter has something to filter. One url has no scheme on purpose: the portal
 * must prepend http:// (spec §5).
 */
export const ADVERTS: readonly AdvertSeed[] = [
  {
    id: '1',
    title: '诚信建设万里行',
    pictureId: 'advert-1',
    position: '1',
    url: 'www.creditchina.gov.cn',
    status: '1',
    show: true,
    banner: { width: 240, height: 110, lines: ['诚信建设万里行'], subtitle: '讲诚信 守承诺 树新风', colors: ['#e22323', '#a80f16'], seal: '信' },
  },
  {
    id: '2',
    title: '6·14信用记录关爱日',
    pictureId: 'advert-2',
    position: '1',
    url: 'https://www.pbccrc.org.cn',
    status: '1',
    show: true,
    banner: { width: 240, height: 110, lines: ['信用记录关爱日'], subtitle: '6月14日 珍爱信用记录', colors: ['#d9480f', '#a61e1e'], seal: '诚' },
  },
  {
    id: '3',
    title: '信用修复 一网通办',
    pictureId: 'advert-3',
    position: '0',
    url: 'https://www.creditchina.gov.cn',
    status: '1',
    show: true,
    banner: { width: 160, height: 320, lines: ['信用修复', '一网通办'], subtitle: '线上申请 进度可查', colors: ['#c92a2a', '#7d0d12'], seal: '修' },
  },
  {
    id: '4',
    title: '诚信兴商宣传月',
    pictureId: 'advert-4',
    position: '1',
    url: 'https://www.mofcom.gov.cn',
    status: '0',
    show: false,
    banner: { width: 240, height: 110, lines: ['诚信兴商宣传月'], subtitle: '诚信经营 放心消费', colors: ['#e8590c', '#b02a1a'], seal: '商' },
  },
];
