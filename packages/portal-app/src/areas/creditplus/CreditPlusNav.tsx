import { SectionNav } from '../../views/SectionNav';
import { SCENES } from './scenes';

const SECTIONS = [
  { href: '/credit-plus-home', label: '信用+首页' },
  ...SCENES.flatMap((scene) => [
    { href: scene.intro, label: scene.name },
    { href: scene.main, label: scene.mainTitle },
  ]),
  // The CMS column of 信易+ (routes/pages.ts): the city's credit-based conveniences as articles.
  { href: '/xinyi-plus', label: '信易+' },
];

/** The pages of 信用+ as a route-changing menu, so each scene is reachable from every other page. */
export function CreditPlusNav() {
  return <SectionNav label="信用+栏目" sections={SECTIONS} />;
}
