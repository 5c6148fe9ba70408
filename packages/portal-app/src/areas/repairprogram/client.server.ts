// The credit-repair program's client on the server (`#program` outside the browser: package.json
// `imports`): the same calls, through the fetch of the request being rendered, with the operator's token
// the renderer read from the program's own cookie (the render scope's operatorToken), never the visitor's.
import { operatorTokenStore, serverClient } from '../../shell/portal.server';

export const program = serverClient(operatorTokenStore);
