import { SectionNav } from '../../views/SectionNav';

const SECTIONS = [
  { href: '/credit-shoes-news', label: '鞋城动态' },
  { href: '/credit-shoes-info', label: '鞋企信用信息' },
];

/** The pages of 信用鞋城 (spec §2 'Credit-shoe city'). */
export function ShoeCityNav() {
  return <SectionNav label="信用鞋城栏目" sections={SECTIONS} />;
}
