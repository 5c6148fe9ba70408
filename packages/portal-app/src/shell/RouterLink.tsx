import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The design system's link component for this app: portal paths go through the router,
 * anything else (absolute addresses, mailto, tel) stays a plain anchor.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, children, ...rest }, ref) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link ref={ref} to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
