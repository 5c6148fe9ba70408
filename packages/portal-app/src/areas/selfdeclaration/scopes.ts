// 声明范围 of a self-declaration, shared by the form, the publicity's filter and its route's loader.
import { SelfDeclarationFormRules, type Schemas } from '@credit-portal/api-client';

export type Scope = Schemas['SelfDeclarationForm']['scope'];

/** 声明范围 as the contract lists them (openapi SelfDeclarationForm.scope). */
export const SCOPES: readonly Scope[] = SelfDeclarationFormRules.scope.enum;

/** The scope the address chooses (`scope`), or undefined for none or an unknown one. */
export const scopeOf = (params: URLSearchParams): Scope | undefined => SCOPES.find((item) => item === params.get('scope'));
