import type { Page } from '@playwright/test';
import { textLinesIn } from './textLines';

/**
 * A value read as one: a 统一社会信用代码, an 18-digit 身份证号 (masked or not), a date, or a number of
 * letters and digits such as a 受理编号 or 合同编号. A code broken 17 + 1 is misread, and cannot be
 * compared at a glance.
 */
export const READ_AS_ONE = /^(?:[0-9A-HJ-NPQRTUWXY]{18}|\d{6}[\d*]{8}\d{3}[\dX*]|\d{4}-\d{2}-\d{2}|[A-Z]{2,6}-?\d[0-9A-Z-]{7,})$/;

/** The table cells of `<main>` whose value is read as one yet is drawn over more than one line, each as `value (column)`. */
export async function brokenValues(page: Page): Promise<string[]> {
  const textLines = await textLinesIn(page);
  try {
    return await page.evaluate(
      ([lines, pattern]) => {
        const readAsOne = new RegExp(pattern);
        const found: string[] = [];
        for (const cell of document.querySelectorAll('main td')) {
          const value = cell.textContent?.trim() ?? '';
          if (!readAsOne.test(value)) continue;
          if (lines(cell) > 1) found.push(`${value} (${cell.getAttribute('data-label') ?? cell.closest('table')?.querySelectorAll('th')[(cell as HTMLTableCellElement).cellIndex]?.textContent ?? ''})`);
        }
        return found.slice(0, 10);
      },
      [textLines, READ_AS_ONE.source] as const,
    );
  } finally {
    await textLines.dispose();
  }
}
