// The feature registry: the back end's features, in dependency order (each may use the tables of those
// before it). Only the entry point (app.ts) imports it, and hands it to the schema, the seed and the router.
import { accounts } from './accounts/index.js';
import { activity } from './activity/index.js';
import { archives } from './archives/index.js';
import { cms } from './cms/index.js';
import { ecology } from './ecology/index.js';
import { auth } from './auth/index.js';
import { captcha } from './captcha/index.js';
import { dictionary } from './dictionary/index.js';
import { farming } from './farming/index.js';
import { files } from './files/index.js';
import { medicalInsurance } from './medicalinsurance/index.js';
import { messages } from './messages/index.js';
import { catalogue } from './catalogue/index.js';
import { creditPlus } from './creditplus/index.js';
import { doublePublicity } from './doublepublicity/index.js';
import { eleGuarantee } from './eleguarantee/index.js';
import { lists } from './lists/index.js';
import { safetyClues } from './safetyclues/index.js';
import { shoeCity } from './shoecity/index.js';
import { finance } from './finance/index.js';
import { freeTradeArea } from './freetradearea/index.js';
import { creditLoan } from './creditloan/index.js';
import { objections } from './objections/index.js';
import { commitment } from './commitment/index.js';
import { leaveMessage } from './leavemessage/index.js';
import { interaction } from './interaction/index.js';
import { publicity } from './publicity/index.js';
import { xinyidai } from './xinyidai/index.js';
import { points } from './points/index.js';
import { repairProgram } from './repairprogram/index.js';
import { reportApply } from './reportapply/index.js';
import { selfDeclaration } from './selfdeclaration/index.js';
import { subjects } from './subjects/index.js';
import type { Feature } from '../kernel/feature.js';

export const features: readonly Feature[] = [captcha, subjects, accounts, doublePublicity, publicity, cms, archives, auth, files, dictionary, messages, catalogue, lists, creditPlus, safetyClues, objections, commitment, leaveMessage, interaction, finance, xinyidai, points, reportApply, shoeCity, selfDeclaration, activity, eleGuarantee, farming, ecology, medicalInsurance, freeTradeArea, creditLoan, repairProgram];
