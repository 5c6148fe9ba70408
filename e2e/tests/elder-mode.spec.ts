import { expect, test } from './fixtures';
import { hasSubsite } from '../city';
import { crawlAreas, readValues } from './crawlTable';
import { sideBySideBlocks } from './oneColumn';

// 关怀版 beyond text size and contrast: one column however wide the screen, and words where
// standard mode shows a symbol. The crawl checks every route's column in 关怀版 (crawl.spec.ts); these
// show, on a page of each layout, that the check sees what standard mode lays side by side.

const inElderMode = (baseURL: string | undefined) => [{ name: 'credit_portal_a11y', value: 'care', url: baseURL! }];

const layouts = [
  { name: 'the home’s four columns of news', path: '/home' },
  // The free trade area's side menu (a city may lack the sub-site: then there is no such layout to show).
  ...(hasSubsite('freetradearea') ? [{ name: 'a sub-site’s side menu beside its list', path: '/free-trade-area/new' }] : []),
  { name: 'an area’s card grid', path: '/credit-repair' },
  { name: 'a list’s filters in a row', path: '/credit-catalog-list' },
  { name: 'a form’s fields two to a row', path: '/website-interaction' },
];

for (const { name, path } of layouts) {
  test(`${name} (${path}) stand side by side in standard mode and in one column in 关怀版, on a 1920 px screen`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sideBySideBlocks(page), 'blocks side by side in standard mode').not.toEqual([]);

    await context.addCookies(inElderMode(baseURL));
    await page.reload();
    await expect(page.getByRole('button', { name: '返回标准版' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sideBySideBlocks(page), 'blocks side by side in 关怀版').toEqual([]);
  });
}

test('a ride’s route reads 起点 至 终点 in 关怀版 where standard mode shows an arrow, and a screen reader hears 至 in both', async ({ page, context, baseURL, request }) => {
  const area = crawlAreas.find((each) => each.name === 'creditplus')!;
  const { bikeNo, rideId } = await readValues(request, area);
  await page.goto(`/credit-plus-bike-detail?bikeNo=${encodeURIComponent(bikeNo!)}&id=${encodeURIComponent(rideId!)}`);
  const route = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const arrow = route.getByText('→', { exact: true });
  const word = route.getByText('至', { exact: true });
  const wordWidth = () => word.evaluate((element) => element.getBoundingClientRect().width);
  await expect(route).toHaveAccessibleName(/. 至 ./);
  await expect(arrow).toBeVisible();
  expect(await wordWidth(), 'the word, for screen readers only').toBeLessThanOrEqual(1);

  await context.addCookies(inElderMode(baseURL));
  await page.reload();
  await expect(route).toHaveAccessibleName(/. 至 ./);
  await expect(arrow).toBeHidden();
  expect(await wordWidth(), 'the word on the page').toBeGreaterThan(10);
});

test('in 关怀版 the focus ring is twice as thick, a field and a button are 52 px tall, and a required field says （必填） in words', async ({ page, context, baseURL }) => {
  await page.goto('/website-interaction');
  const form = page.getByRole('main').locator('form').first();
  const field = form.getByRole('textbox').first();
  const submit = form.getByRole('button', { name: '提交' });
  const ringWidth = async () => {
    await field.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    return field.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth));
  };
  const height = (locator: typeof field) => locator.evaluate((element) => element.getBoundingClientRect().height);
  // Visually hidden (1 px, clipped) in standard mode: read by a screen reader, not shown.
  const requiredWordWidth = () => form.getByText('（必填）').first().evaluate((element) => element.getBoundingClientRect().width);
  const standardRing = await ringWidth();
  expect(standardRing).toBeGreaterThanOrEqual(2);
  expect(standardRing).toBeLessThan(4);
  expect(await height(submit)).toBeLessThan(52);
  expect(await requiredWordWidth(), 'the word, for screen readers only').toBeLessThanOrEqual(1);

  await context.addCookies(inElderMode(baseURL));
  await page.reload();
  await expect(page.getByRole('button', { name: '返回标准版' })).toBeVisible();
  expect(await ringWidth()).toBeGreaterThanOrEqual(4);
  expect(await height(field)).toBeGreaterThanOrEqual(52);
  expect(await height(submit)).toBeGreaterThanOrEqual(52);
  expect(await requiredWordWidth(), 'the word on the page').toBeGreaterThan(20);
});
