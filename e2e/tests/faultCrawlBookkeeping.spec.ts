import { expect, test } from '@playwright/test';
import { claimTemplate, lastAttempts, type RecordedPage } from './faultCrawl';

// The fault crawl's bookkeeping (faultCrawl.ts), without a browser: a retry must meet every kind again
// and be counted by itself, or a retried group could hide what failed.

test('a template is claimed by one test, and given again to that test’s retry, never to another', () => {
  const template = `BookkeepingCheck${Date.now()}`;
  expect(claimTemplate(template, 'group 1')).toBe(true);
  expect(claimTemplate(template, 'group 1')).toBe(true);
  expect(claimTemplate(template, 'group 2')).toBe(false);
  expect(claimTemplate(`${template}Other`, 'group 2')).toBe(true);
});

test('the report counts each test by its last attempt', () => {
  const page = (test: string, attempt: number, kind: string): RecordedPage => ({ route: '/credit-dynamics', template: 'ArticleListPage', role: 'list', kind, submission: false, calls: 1, test, attempt });
  const recorded = [page('group 1', 0, '500'), page('group 1', 0, 'drop'), page('group 2', 0, '202'), page('group 1', 1, '500')];
  expect(lastAttempts(recorded)).toEqual([page('group 2', 0, '202'), page('group 1', 1, '500')]);
});
