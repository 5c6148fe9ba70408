// The user centre's clientAction, loaded with the first form a panel sends (routes/user.ts): 共享 posts its
// values here; 停止共享's and 标为已读's form data go to the same actions as without the page's script
// (they read the ids and call the back end, which the browser can as well).
import { formClientActions } from '../../submission/clientAction';
import { SHARE, STOP_SHARE, shareClientAction, stopShareAction } from '../../creditreports/sharing';
import { READ, readAction } from './messageRead';

export const userClientAction = formClientActions({ [SHARE]: shareClientAction, [STOP_SHARE]: stopShareAction, [READ]: readAction });
