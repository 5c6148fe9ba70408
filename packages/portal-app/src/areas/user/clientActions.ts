// The user centre's clientAction for the report sharing's forms, loaded with the first one sent
// (routes/user.ts): 共享 posts its values here; 停止共享's form data go to the same action as without the
// page's script (it reads the share's id and calls the back end, which the browser can as well).
import { formClientActions } from '../../submission/clientAction';
import { SHARE, STOP_SHARE, shareClientAction, stopShareAction } from '../../creditreports/sharing';

export const sharingClientAction = formClientActions({ [SHARE]: shareClientAction, [STOP_SHARE]: stopShareAction });
