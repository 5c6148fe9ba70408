import { describe, expect, it } from 'vitest';
import { ownPath } from './ownPath';

describe('the address a login returns to', () => {
  it('is the redirect when it is one of our own paths, with its query', () => {
    expect(ownPath('/unusual-directory?pageNo=2')).toBe('/unusual-directory?pageNo=2');
    expect(ownPath('/user')).toBe('/user');
  });

  it('is /home for another site, a protocol-relative or backslashed address, or a script', () => {
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user', '', null, undefined]) {
      expect(ownPath(redirect)).toBe('/home');
    }
  });

  it('is /home instead of the login page itself, which would loop', () => {
    expect(ownPath('/login?redirect=/user')).toBe('/home');
  });
});
