// This answer's Content-Security-Policy nonce: the server's render puts it on the scripts it writes,
// the browser reads it back from the page (entry.client.tsx) so hydration renders the same document.
import { createContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);
