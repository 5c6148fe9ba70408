import type { Schemas } from '@credit-portal/api-client';
import type { Resource } from '../shell/useResource';

/** What the user centre hands each of its panels (areas/user/panels.ts): the visitor's session. */
export interface PanelProps {
  session: Resource<Schemas['Session']> & { retry(): void };
}
