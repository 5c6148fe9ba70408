import { PortalLayout } from './PortalLayout';

export { loader } from './PortalLayout';

/** The content layout of spec §2. */
export function Component() {
  return <PortalLayout variant="content" />;
}
Component.displayName = 'ContentLayout';
