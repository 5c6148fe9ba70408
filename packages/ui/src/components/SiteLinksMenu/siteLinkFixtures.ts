import type { SiteLinkGroup } from './SiteLinksMenu';

/** Spec §2: ten city credit-site links and five district links. */
export const sampleSiteLinkGroups: SiteLinkGroup[] = [
  {
    name: '市级信用网站',
    links: [
      { id: 'fz', name: '信用福州', url: 'https://credit.fuzhou.gov.cn/' },
      { id: 'xm', name: '信用厦门', url: 'https://credit.xm.gov.cn/' },
      { id: 'qz', name: '信用泉州', url: 'https://credit.quanzhou.gov.cn/' },
      { id: 'zz', name: '信用漳州', url: 'https://credit.zhangzhou.gov.cn/' },
      { id: 'sm', name: '信用三明', url: 'https://credit.sm.gov.cn/' },
      { id: 'np', name: '信用南平', url: 'https://credit.np.gov.cn/' },
      { id: 'ly', name: '信用龙岩', url: 'https://credit.longyan.gov.cn/' },
      { id: 'nd', name: '信用宁德', url: 'https://credit.ningde.gov.cn/' },
      { id: 'pt', name: '信用平潭', url: 'https://credit.pingtan.gov.cn/' },
      { id: 'fj', name: '信用福建', url: 'https://www.fjcredit.gov.cn/' },
    ],
  },
  {
    name: '区县信用网站',
    links: [
      { id: 'dc', name: '东城区', url: 'http://dongcheng.example.gov.cn/' },
      { id: 'nc', name: '南城区', url: 'http://nancheng.example.gov.cn/' },
      { id: 'xc', name: '西城区', url: 'http://xicheng.example.gov.cn/' },
      { id: 'bc', name: '北城区', url: 'http://beicheng.example.gov.cn/' },
      { id: 'sq', name: '山前县', url: 'http://shanqian.example.gov.cn/' },
    ],
  },
];
