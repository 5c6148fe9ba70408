// The back end's features, in dependency order: each may use the tables of those before it.
import { accounts } from './accounts/index.js';
import { activity } from './activity/index.js';
import { archives } from './archives/index.js';
import { cms } from './cms/index.js';
import { auth } from './auth/index.js';
import { dictionary } from './dictionary/index.js';
import { files } from './files/index.js';
import { messages } from './messages/index.js';
import { catalogue } from './catalogue/index.js';
import { creditPlus } from './creditplus/index.js';
import { doublePublicity } from './doublepublicity/index.js';
import { lists } from './lists/index.js';
import { safetyClues } from './safetyclues/index.js';
import { shoeCity } from './shoecity/index.js';
import { finance } from './finance/index.js';
import { objections } from './objections/index.js';
import { commitments } from './commitments/index.js';
import { leaveMessages } from './leavemessage/index.js';
import { publicity } from './publicity/index.js';
import { xinyidai } from './xinyidai/index.js';
import { points } from './points/index.js';
import { reportApply } from './reportapply/index.js';
import { selfDeclaration } from './selfdeclaration/index.js';
import { subjects } from './subjects/index.js';
import type { Feature } from './types.js';

export const features: readonly Feature[] = [subjects, accounts, doublePublicity, publicity, cms, archives, auth, files, dictionary, messages, catalogue, lists, creditPlus, safetyClues, objections, commitments, leaveMessages, finance, xinyidai, points, reportApply, shoeCity, selfDeclaration, activity];
