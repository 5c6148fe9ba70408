import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeUrl, normaliseAdvertUrl, urlScheme } from './safeUrl';

describe('isSafeUrl', () => {
  it.each([
    'http://www.example.gov.cn/',
    'https://www.creditchina.gov.cn/xinyongxinxi/',
    'HTTPS://WWW.CREDITCHINA.GOV.CN/',
    'mailto:xinyong@example.gov.cn',
    'tel:0594-12345',
    '  https://www.fujian.gov.cn  ',
  ])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com/',
    'www.example.gov.cn',
    '/credit-report',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('urlScheme', () => {
  it('reads a host with a port as having no scheme', () => {
    expect(urlScheme('localhost:8080/ad')).toBeNull();
    expect(urlScheme('www.example.gov.cn:8080')).toBeNull();
    expect(urlScheme('https://www.example.gov.cn:8080')).toBe('https:');
  });
});

describe('normaliseAdvertUrl', () => {
  it('prepends http:// to an address without a scheme', () => {
    expect(normaliseAdvertUrl('www.example.gov.cn/xyzt')).toBe('http://www.example.gov.cn/xyzt');
    expect(normaliseAdvertUrl('  credit.example.gov.cn ')).toBe('http://credit.example.gov.cn');
    expect(normaliseAdvertUrl('//credit.example.gov.cn')).toBe('http://credit.example.gov.cn');
    expect(normaliseAdvertUrl('localhost:8080/ad')).toBe('http://localhost:8080/ad');
  });

  it('keeps http, https, mailto and tel addresses as they are', () => {
    expect(normaliseAdvertUrl('https://www.creditchina.gov.cn/')).toBe('https://www.creditchina.gov.cn/');
    expect(normaliseAdvertUrl('mailto:xinyong@example.gov.cn')).toBe('mailto:xinyong@example.gov.cn');
    expect(normaliseAdvertUrl('tel:12345')).toBe('tel:12345');
  });

  it('gives no link for other schemes or an empty address', () => {
    expect(normaliseAdvertUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseAdvertUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(normaliseAdvertUrl('   ')).toBeNull();
    expect(normaliseAdvertUrl(undefined)).toBeNull();
  });

  it('never returns an address that isSafeUrl refuses', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normaliseAdvertUrl(input);
        return result === null || isSafeUrl(result);
      }),
    );
  });
});
