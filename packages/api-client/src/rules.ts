// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
// The field rules of every JSON request body: what the server checks, for forms to check first.
import { AddRequestRules } from './rules/AddRequest.js';
import { ApplyRequestRules } from './rules/ApplyRequest.js';
import { CatalogSearchRules } from './rules/CatalogSearch.js';
import { CollectRequestRules } from './rules/CollectRequest.js';
import { CommitmentFeedbackFormRules } from './rules/CommitmentFeedbackForm.js';
import { ContractDetailRequestRules } from './rules/ContractDetailRequest.js';
import { ContractSearchRules } from './rules/ContractSearch.js';
import { CorrectionFormRules } from './rules/CorrectionForm.js';
import { CreditComplaintFormRules } from './rules/CreditComplaintForm.js';
import { CreditDeclareFormRules } from './rules/CreditDeclareForm.js';
import { GuaranteeApplyFormRules } from './rules/GuaranteeApplyForm.js';
import { InteractionFormRules } from './rules/InteractionForm.js';
import { LeaveMessageFormRules } from './rules/LeaveMessageForm.js';
import { LegalPersonObjectionFormRules } from './rules/LegalPersonObjectionForm.js';
import { LoginRequestRules } from './rules/LoginRequest.js';
import { LogoutRequestRules } from './rules/LogoutRequest.js';
import { NaturePersonObjectionFormRules } from './rules/NaturePersonObjectionForm.js';
import { OnlineCommitmentFormRules } from './rules/OnlineCommitmentForm.js';
import { RepairApplyFormRules } from './rules/RepairApplyForm.js';
import { RepairCancelFormRules } from './rules/RepairCancelForm.js';
import { RepairConfirmFormRules } from './rules/RepairConfirmForm.js';
import { RepairDecisionFormRules } from './rules/RepairDecisionForm.js';
import { RepairLoginFormRules } from './rules/RepairLoginForm.js';
import { RepairNoteFormRules } from './rules/RepairNoteForm.js';
import { RepairRevokeFormRules } from './rules/RepairRevokeForm.js';
import { RiskPersonDeclareFormRules } from './rules/RiskPersonDeclareForm.js';
import { SafetyClueFormRules } from './rules/SafetyClueForm.js';
import { SelfDeclarationFormRules } from './rules/SelfDeclarationForm.js';
import { ShareRequestRules } from './rules/ShareRequest.js';
import { ShoeCityFeedbackFormRules } from './rules/ShoeCityFeedbackForm.js';
import { reportapply_ApplyRequestRules } from './rules/reportapply_ApplyRequest.js';

/** What the contract says of one field of a request body. */
export interface FieldRule {
  readonly required?: true;
  /** The named schema the field refers to (Mobile, Uscc, ResidentId, TrackingNo…), for checks beyond the pattern. */
  readonly kind?: string;
  /** The one value allowed (a confirmation that must be ticked: `true`). */
  readonly const?: string | number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number)[];
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly itemEnum?: readonly (string | number)[];
}

export { AddRequestRules, ApplyRequestRules, CatalogSearchRules, CollectRequestRules, CommitmentFeedbackFormRules, ContractDetailRequestRules, ContractSearchRules, CorrectionFormRules, CreditComplaintFormRules, CreditDeclareFormRules, GuaranteeApplyFormRules, InteractionFormRules, LeaveMessageFormRules, LegalPersonObjectionFormRules, LoginRequestRules, LogoutRequestRules, NaturePersonObjectionFormRules, OnlineCommitmentFormRules, RepairApplyFormRules, RepairCancelFormRules, RepairConfirmFormRules, RepairDecisionFormRules, RepairLoginFormRules, RepairNoteFormRules, RepairRevokeFormRules, RiskPersonDeclareFormRules, SafetyClueFormRules, SelfDeclarationFormRules, ShareRequestRules, ShoeCityFeedbackFormRules, reportapply_ApplyRequestRules };

/** The field rules of every request body, by its schema's name; each is also a module of its own (`<name>Rules`). */
export const fieldRules = {
  AddRequest: AddRequestRules,
  ApplyRequest: ApplyRequestRules,
  CatalogSearch: CatalogSearchRules,
  CollectRequest: CollectRequestRules,
  CommitmentFeedbackForm: CommitmentFeedbackFormRules,
  ContractDetailRequest: ContractDetailRequestRules,
  ContractSearch: ContractSearchRules,
  CorrectionForm: CorrectionFormRules,
  CreditComplaintForm: CreditComplaintFormRules,
  CreditDeclareForm: CreditDeclareFormRules,
  GuaranteeApplyForm: GuaranteeApplyFormRules,
  InteractionForm: InteractionFormRules,
  LeaveMessageForm: LeaveMessageFormRules,
  LegalPersonObjectionForm: LegalPersonObjectionFormRules,
  LoginRequest: LoginRequestRules,
  LogoutRequest: LogoutRequestRules,
  NaturePersonObjectionForm: NaturePersonObjectionFormRules,
  OnlineCommitmentForm: OnlineCommitmentFormRules,
  RepairApplyForm: RepairApplyFormRules,
  RepairCancelForm: RepairCancelFormRules,
  RepairConfirmForm: RepairConfirmFormRules,
  RepairDecisionForm: RepairDecisionFormRules,
  RepairLoginForm: RepairLoginFormRules,
  RepairNoteForm: RepairNoteFormRules,
  RepairRevokeForm: RepairRevokeFormRules,
  RiskPersonDeclareForm: RiskPersonDeclareFormRules,
  SafetyClueForm: SafetyClueFormRules,
  SelfDeclarationForm: SelfDeclarationFormRules,
  ShareRequest: ShareRequestRules,
  ShoeCityFeedbackForm: ShoeCityFeedbackFormRules,
  reportapply_ApplyRequest: reportapply_ApplyRequestRules,
} as const satisfies Record<string, Record<string, FieldRule>>;

/** The request bodies that have field rules, by their schema's name. */
export type RuledSchema = keyof typeof fieldRules;
