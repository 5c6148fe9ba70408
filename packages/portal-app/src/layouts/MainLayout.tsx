import { PortalLayout } from './PortalLayout';

export { loader } from './PortalLayout';

/** The main layout of spec §2. */
export function Component() {
  return <PortalLayout variant="main" />;
}
Component.displayName = 'MainLayout';
