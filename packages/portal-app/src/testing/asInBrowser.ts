// The unit tests run the app's modules as the browser runs them (`import.meta.env.SSR` false): the
// server's own paths are tested end to end, through the renderer.
import { vi } from 'vitest';

vi.stubEnv('SSR', false);
