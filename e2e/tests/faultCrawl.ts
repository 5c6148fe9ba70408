import { appendFileSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The fault crawl's bookkeeping, shared by its workers through files of the run (E2E_RUN_ID): which
// templates have been claimed for every kind of fault, and one line per faulted page for the report
// that the global teardown writes to PORTAL_FAULT_CRAWL_REPORT.

const folder = () => path.join(os.tmpdir(), `credit-portal-e2e-${process.env.E2E_RUN_ID ?? 'local'}-fault-crawl`);
const linesFile = () => path.join(folder(), 'faulted.jsonl');

/** True for the one worker that first asks for this template: it then meets every kind there. */
export function claimTemplate(template: string): boolean {
  mkdirSync(folder(), { recursive: true });
  try {
    closeSync(openSync(path.join(folder(), `template-${template.replace(/\W/g, '_')}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

export interface FaultedPage {
  route: string;
  template: string;
  /** list, detail or form (what the page showed), or other. */
  role: string;
  kind: string;
  /** When the fault met a form's submission rather than the page's load. */
  submission: boolean;
  /** Back-end calls that carried the fault. */
  calls: number;
}

export function recordFaulted(page: FaultedPage) {
  mkdirSync(folder(), { recursive: true });
  appendFileSync(linesFile(), `${JSON.stringify(page)}\n`);
}

export interface FaultCrawlReport {
  routesFaulted: number;
  faultsInjected: number;
  kinds: string[];
  templates: Record<string, { role: string; kinds: string[]; submissionKinds: string[] }>;
  routesWithoutCalls: string[];
}

/** The report of what the run's fault crawl did; null when it did not run. */
export function faultCrawlReport(): FaultCrawlReport | null {
  if (!existsSync(linesFile())) return null;
  const pages = readFileSync(linesFile(), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as FaultedPage);
  const met = pages.filter((page) => page.calls > 0);
  const templates: FaultCrawlReport['templates'] = {};
  for (const page of met) {
    const entry = (templates[page.template] ??= { role: page.role, kinds: [], submissionKinds: [] });
    const kinds = page.submission ? entry.submissionKinds : entry.kinds;
    if (!kinds.includes(page.kind)) kinds.push(page.kind);
  }
  return {
    routesFaulted: new Set(met.map((page) => page.route)).size,
    faultsInjected: met.length,
    kinds: [...new Set(met.map((page) => page.kind))],
    templates,
    routesWithoutCalls: [...new Set(pages.filter((page) => page.calls === 0).map((page) => page.route))],
  };
}

export function writeFaultCrawlReport(file: string) {
  const report = faultCrawlReport();
  if (report) writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
