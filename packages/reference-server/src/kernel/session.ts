// Who is calling: the logged-in visitor as handlers see it, and the outcome of checking a request's
// token (spec §6). The accounts feature issues and checks tokens; the router and handlers only read these.

/** userType of the single sign-on (spec §3): 1 natural person, 2 enterprise, 3 organisation. */
export type UserType = 1 | 2 | 3;

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  userType: UserType;
  /** The enterprise or organisation the account acts for (userType 2 and 3). */
  enterpriseId: number | null;
  /** The natural person the account belongs to (userType 1). */
  personId: number | null;
}

export type Authentication =
  | { ok: true; user: SessionUser; token: string }
  /** 401 without a (known) token, 203 when it has expired or was logged out. */
  | { ok: false; code: 401 | 203 };

/**
 * An operator of the credit-repair program (features/repairprogram): a session of its own, never a
 * visitor's (its own bearer scheme in the contract, `repairOperatorToken`).
 */
export interface OperatorSession {
  id: number;
  account: string;
  name: string;
  organ: string;
}

export type OperatorAuthentication = { ok: true; operator: OperatorSession; token: string } | { ok: false; code: 401 | 203 };
