import type { Page } from '@playwright/test';
import { textLinesIn } from './textLines';

/**
 * The table cells of `<main>` whose value is read as one (a 统一社会信用代码, an 18-digit 身份证号,
 * masked or not, a date, a number of letters and digits such as a 受理编号 or 合同编号) yet is drawn over
 * more than one line, each as `value (column)`: a code broken 17 + 1 is misread, and cannot be compared
 * at a glance.
 */
export async function brokenValues(page: Page): Promise<string[]> {
  const textLines = await textLinesIn(page);
  try {
    return await page.evaluate((lines) => {
      const readAsOne = /^(?:[0-9A-HJ-NPQRTUWXY]{18}|\d{6}[\d*]{8}\d{3}[\dX*]|\d{4}-\d{2}-\d{2}|[A-Z]{2,6}-?\d[0-9A-Z-]{7,})$/;
      const found: string[] = [];
      for (const cell of document.querySelectorAll('main td')) {
        const value = cell.textContent?.trim() ?? '';
        if (!readAsOne.test(value)) continue;
        if (lines(cell) > 1) found.push(`${value} (${cell.getAttribute('data-label') ?? cell.closest('table')?.querySelectorAll('th')[(cell as HTMLTableCellElement).cellIndex]?.textContent ?? ''})`);
      }
      return found.slice(0, 10);
    }, textLines);
  } finally {
    await textLines.dispose();
  }
}
