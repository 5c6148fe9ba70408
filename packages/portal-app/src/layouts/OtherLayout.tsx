import { PortalLayout } from './PortalLayout';

export { loader } from './PortalLayout';

/** The other layout of spec §2. */
export function Component() {
  return <PortalLayout variant="other" />;
}
Component.displayName = 'OtherLayout';
