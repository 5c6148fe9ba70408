import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playwrightCounts, vitestCounts } from './reports.mjs';

test('a Playwright report names each failed test by project, place, describe blocks and title, with the first lines of why', () => {
  const spec = (title, line, status, message) => ({ title, file: 'adverts.spec.ts', line, tests: [{ projectName: 'desktop', status, results: [{ error: message ? { message } : undefined }] }] });
  const coloured = '\u001b[31mError: on /home at 1366×768\u001b[39m\n\nexpect(received).toEqual(expected)\n\n+   "关闭 is covered"\n    at /e2e/adverts.spec.ts:62:5';
  const report = {
    stats: { expected: 2, unexpected: 2, flaky: 1 },
    suites: [
      {
        title: 'adverts.spec.ts',
        file: 'adverts.spec.ts',
        specs: [spec('with reduced motion the adverts stay still', 62, 'unexpected', coloured), spec('adverts move', 34, 'expected')],
        suites: [{ title: 'on a phone', file: 'adverts.spec.ts', specs: [spec('the strip covers nothing', 90, 'unexpected'), spec('closed stays closed', 99, 'flaky')] }],
      },
    ],
    errors: [{ message: 'Error: Process from config.webServer exited early.\n  at …' }],
  };
  assert.deepEqual(playwrightCounts(report), {
    passed: 3,
    failed: 2,
    flaky: 1,
    failures: [
      '[desktop] adverts.spec.ts:62 › with reduced motion the adverts stay still\n        Error: on /home at 1366×768\n        expect(received).toEqual(expected)\n        +   "关闭 is covered"',
      '[desktop] adverts.spec.ts:90 › on a phone › the strip covers nothing',
      'outside the tests: Error: Process from config.webServer exited early.',
    ],
  });
});

test('a vitest report names each failed test with why, and a file that failed outside its tests', () => {
  const report = {
    numPassedTests: 1,
    numFailedTests: 1,
    testResults: [
      { name: '/repo/packages/ui/src/a.test.tsx', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'Form keeps the typing', failureMessages: ['AssertionError: expected \'\' to be \'张三\'\n    at a.test.tsx:9:3'] }, { status: 'passed', fullName: 'Form renders' }] },
      { name: '/repo/packages/ui/src/b.test.tsx', status: 'failed', message: 'Failed to load url ./missing\nmore', assertionResults: [] },
      { name: '/repo/packages/ui/src/c.test.tsx', status: 'passed', assertionResults: [] },
    ],
  };
  assert.deepEqual(vitestCounts(report, '/repo'), {
    passed: 1,
    failed: 1,
    failures: ["packages/ui/src/a.test.tsx › Form keeps the typing\n        AssertionError: expected '' to be '张三'", 'packages/ui/src/b.test.tsx: Failed to load url ./missing'],
  });
});
