import { describe, expect, it } from 'vitest';
import { forwardRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider, type UiLinkProps } from './UiProvider';
import { SiteFooter } from '../SiteFooter/SiteFooter';

describe('UiProvider', () => {
  it('renders internal links as plain anchors without a provider', () => {
    render(<SiteFooter links={[{ label: '关于我们', href: '/about-us' }]} />);
    expect(screen.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/about-us');
  });

  it('renders internal links with the app’s link component, which can handle the click', async () => {
    const visited: string[] = [];
    const RouterLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function RouterLink(
      { href, children, className },
      ref,
    ) {
      return (
        <a
          ref={ref}
          href={href}
          className={className}
          onClick={(event) => {
            event.preventDefault();
            visited.push(href);
          }}
        >
          {children}
        </a>
      );
    });
    const user = userEvent.setup();
    render(
      <UiProvider linkComponent={RouterLink}>
        <SiteFooter links={[{ label: '网站声明', href: '/website-statement' }]} />
      </UiProvider>,
    );
    await user.click(screen.getByRole('link', { name: '网站声明' }));
    expect(visited).toEqual(['/website-statement']);
  });
});
