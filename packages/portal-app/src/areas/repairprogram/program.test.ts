import { describe, expect, it } from 'vitest';
import { PortalError } from '@credit-portal/api-client';
import { loginAddress, needsLogin, programPath } from './program';

describe('the credit-repair program’s way through its login', () => {
  it('comes back to the program page the operator asked for, with its query', () => {
    expect(programPath('/repair-program-detail?kind=penalty&id=12')).toBe('/repair-program-detail?kind=penalty&id=12');
    expect(programPath('/repair-program-cancel-log')).toBe('/repair-program-cancel-log');
  });

  it('goes to the program’s home for anything else: no address, another page of the portal, another site, the login itself', () => {
    for (const redirect of [null, '', '/user', '//evil.example/repair-program-home', 'https://evil.example/', '/repair-program-login?redirect=/x', '/repair-program-home\nSet-Cookie']) {
      expect(programPath(redirect)).toBe('/repair-program-home');
    }
  });

  it('sends an ended session to the login with the page to come back to and why', () => {
    expect(loginAddress('/repair-program-detail?kind=penalty&id=12', 'expired')).toBe(
      '/repair-program-login?redirect=%2Frepair-program-detail%3Fkind%3Dpenalty%26id%3D12&reason=expired',
    );
    expect(needsLogin(new PortalError('tokenExpired'))).toBe('expired');
    expect(needsLogin(new PortalError('unauthenticated'))).toBe('anonymous');
    expect(needsLogin(new PortalError('forbidden'))).toBeNull();
  });
});
