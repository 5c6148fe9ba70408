import { appendFileSync, mkdirSync, openSync, closeSync, readFileSync, readdirSync, writeFileSync, writeSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

// The fault crawl's bookkeeping, shared by its workers through files of the run (E2E_RUN_ID): which
// templates have been claimed for every kind of fault, and one line per faulted page for the report
// that the global teardown writes to PORTAL_FAULT_CRAWL_REPORT.

const folder = () => path.join(os.tmpdir(), `credit-portal-e2e-${process.env.E2E_RUN_ID ?? 'local'}-fault-crawl`);
const linesFile = () => path.join(folder(), 'faulted.jsonl');

/**
 * True for the one test that first asks for this template (`owner`, the test's title): it then meets every
 * kind there. Its retry asks with the same title and is answered true again, so a retried test meets
 * every kind once more, not only its route's kind of the rotation: a retry never hides what failed.
 */
export function claimTemplate(template: string, owner: string): boolean {
  mkdirSync(folder(), { recursive: true });
  const file = path.join(folder(), `template-${template.replace(/\W/g, '_')}`);
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, owner);
    closeSync(fd);
    return true;
  } catch {
    return readFileSync(file, 'utf8') === owner;
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
  /** Met by the signed-in pass (a demo account's login). */
  signedIn?: boolean;
}

/** A faulted page as recorded: with the test that met it and which attempt of it (a retry is attempt 1). */
export interface RecordedPage extends FaultedPage {
  test: string;
  attempt: number;
}

/** The pages each test met in its last attempt: a retried test counts by what its passing run met. */
export function lastAttempts<T extends RecordedPage>(recorded: readonly T[]): T[] {
  const last = new Map<string, number>();
  for (const page of recorded) last.set(page.test, Math.max(last.get(page.test) ?? 0, page.attempt));
  return recorded.filter((page) => page.attempt === last.get(page.test));
}

export function recordFaulted(page: FaultedPage) {
  mkdirSync(folder(), { recursive: true });
  const { title, retry } = test.info();
  appendFileSync(linesFile(), `${JSON.stringify({ ...page, test: title, attempt: retry } satisfies RecordedPage)}\n`);
}

export interface FaultCrawlReport {
  routesFaulted: number;
  faultsInjected: number;
  /** Of these, the faults the signed-in pass met. */
  faultsSignedIn: number;
  kinds: string[];
  templates: Record<string, { role: string; kinds: string[]; submissionKinds: string[] }>;
  /** The generic list views, which meet every kind as the details and forms do. */
  genericLists: string[];
  routesWithoutCalls: string[];
}

/** The report of what the run's fault crawl did; null when it did not run. */
export function faultCrawlReport(): FaultCrawlReport | null {
  if (!existsSync(linesFile())) return null;
  const pages = lastAttempts(readFileSync(linesFile(), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RecordedPage));
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
    faultsSignedIn: met.filter((page) => page.signedIn).length,
    kinds: [...new Set(met.map((page) => page.kind))],
    templates,
    genericLists: [...GENERIC_LISTS],
    routesWithoutCalls: [...new Set(pages.filter((page) => page.calls === 0).map((page) => page.route))],
  };
}

export function writeFaultCrawlReport(file: string) {
  const report = faultCrawlReport();
  if (report) writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

// A page's template is its module (areas/…/XPage.tsx, views/…): the crawl reads the page component's
// displayName in the browser, which is the same whether the page came with the document or by a
// navigation inside it, and the template's code from the portal's build, which says what it is.

const portalSource = new URL('../../packages/portal-app/src/', import.meta.url);
const portalAssets = new URL('../../packages/portal-app/build/client/assets/', import.meta.url);

let modules: Map<string, string> | null = null;
/** The module of a page component's displayName (`Component.displayName = 'CreditLoanServicePage'` in ServicePage.tsx). */
function moduleOf(displayName: string): string | undefined {
  if (!modules) {
    modules = new Map();
    for (const file of readdirSync(portalSource, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tsx'))) {
      const name = /Component\.displayName = '(\w+)'/.exec(readFileSync(new URL(file, portalSource), 'utf8'))?.[1];
      if (name) modules.set(name, path.basename(file, '.tsx'));
    }
  }
  return modules.get(displayName);
}

let chunks: Map<string, string> | null = null;
/** The chunks (by name) a module's chunk of the build imports, itself included, through their static imports. */
function chunkClosure(module: string): Set<string> {
  if (!chunks) chunks = new Map(readdirSync(portalAssets).flatMap((file) => (/^([\w.]+?)-[\w-]+\.js$/.exec(file) ? [[/^([\w.]+?)-[\w-]+\.js$/.exec(file)?.[1] ?? '', file] as [string, string]] : [])));
  const found = new Set<string>();
  const visit = (name: string, file: string | undefined) => {
    if (found.has(name) || !file) return;
    found.add(name);
    for (const [, imported] of readFileSync(new URL(file, portalAssets), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      const importedName = /^([\w.]+?)-[\w-]+\.js$/.exec(imported ?? '')?.[1];
      if (importedName) visit(importedName, imported);
    }
  };
  visit(module, chunks.get(module));
  return found;
}

/** The generic list views (views/genericLists.ts): the CMS article list and the record table. */
export const GENERIC_LISTS = new Set(['ArticleListPage', 'RecordListPage']);

/** What a page template is: a form (the submission kit), a list (a generic list or paged), a detail, or other. */
export function templateRole(displayName: string, route: string): string {
  const module = moduleOf(displayName) ?? displayName;
  const closure = chunkClosure(module);
  if (closure.has('useSubmission')) return 'form';
  if (GENERIC_LISTS.has(module) || closure.has('PagedList') || closure.has('Pagination')) return 'list';
  if (route.includes('{') || /Detail|Read|Item/.test(module)) return 'detail';
  return 'other';
}
