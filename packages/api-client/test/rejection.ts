import { expect } from 'vitest';
import { PortalError } from '../src/index.js';

/** The PortalError a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function rejection(call: Promise<unknown>): Promise<PortalError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  expect(outcome).toHaveProperty('error');
  const { error } = outcome as { error: unknown };
  expect(error).toBeInstanceOf(PortalError);
  return error as PortalError;
}
