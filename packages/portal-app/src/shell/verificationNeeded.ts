// What a guarded search's loader answers when its words need a 安全验证 first (shell/captchaPass.ts).
// Kept apart so that the shell's kept-alive loaders can tell it without the first page's script
// carrying the pass's code.

export const VERIFICATION_NEEDED = { verificationNeeded: true } as const;
export type VerificationNeeded = typeof VERIFICATION_NEEDED;

/** By its shape, not its identity: a page the server rendered hydrates with a copy of its loader's answer. */
export const isVerificationNeeded = (value: unknown): value is VerificationNeeded =>
  typeof value === 'object' && value !== null && (value as Partial<VerificationNeeded>).verificationNeeded === true;
