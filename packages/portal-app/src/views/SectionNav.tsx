import { Link, useLocation } from 'react-router';
import { linkTabs } from './page.css';

export interface Section {
  href: string;
  label: string;
}

/**
 * The pages of one area (双公示, 公众留言 …) as a route-changing menu: a nav of links, the current
 * page marked with aria-current, so each page of the area is reachable from the others.
 */
export function SectionNav({ label, sections, className = linkTabs }: { label: string; sections: readonly Section[]; className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {sections.map((section) => (
          <li key={section.href}>
            <Link to={section.href} aria-current={pathname === section.href ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
