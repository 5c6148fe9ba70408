import type { Advert } from './AdvertFloat';

/** An advert banner drawn inline (no network): a coloured card with a headline. */
export function advertImage(headline: string, colour: string, width = 360, height = 200): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<rect width="${width}" height="${height}" fill="${colour}"/>` +
        `<circle cx="${width - 40}" cy="40" r="24" fill="#ffffff" opacity="0.3"/>` +
        `<text x="24" y="${height / 2 + 10}" font-size="28" font-weight="700" fill="#ffffff">${headline}</text>` +
        `</svg>`,
    )
  );
}

/** Realistic floating adverts (spec §3: position '1'). */
export const sampleFloatingAdverts: Advert[] = [
  {
    id: 'cxjs-wanlixing',
    imageSrc: advertImage('诚信建设万里行', '#b71c1c'),
    alt: '诚信建设万里行主题宣传活动',
    href: 'www.example.gov.cn/zwgk/cxjs/',
  },
  {
    id: 'xinyong-xiufu',
    imageSrc: advertImage('信用修复一网通办', '#124686'),
    alt: '信用修复“一网通办”服务指南',
    href: 'https://www.creditchina.gov.cn/xinyongxiufu/',
  },
];

/** An advert whose address is not followed (it renders without a link). */
export const unsafeAdvert: Advert = {
  id: 'unsafe',
  imageSrc: advertImage('诚信兴商宣传月', '#5c6370'),
  alt: '诚信兴商宣传月',
  href: 'javascript:alert(1)',
};

/** Left-column adverts (spec §3: position '0'), tall banners. */
export const sampleColumnAdverts: Advert[] = [
  {
    id: 'xinyidai',
    imageSrc: advertImage('信易贷', '#b71c1c', 200, 300),
    alt: '信易贷融资对接平台：中小微企业融资服务',
    href: 'https://xyd.creditchina.gov.cn/',
  },
  {
    id: 'chengxin-shangdian',
    imageSrc: advertImage('诚信经营', '#124686', 200, 300),
    alt: '诚信经营示范店评选',
    href: 'credit.example.gov.cn/cxjy',
  },
];
