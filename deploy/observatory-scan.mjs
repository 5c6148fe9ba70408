#!/usr/bin/env node
// The Mozilla HTTP Observatory's own scanner (npm @mdn/mdn-http-observatory, the code behind
// developer.mozilla.org/observatory) run from this machine against a portal behind nginx, so the grade
// is measured where the public Observatory cannot reach: a machine inside the city's network, a trial,
// the smoke test's stack (docs/deployment.md §6). It prints the grade, the score and every test, and
// exits 1 unless the grade is A+ with every test passed.
//
//   node deploy/observatory-scan.mjs HOST [--scanner DIR] [--ca FILE] [--resolve ADDRESS] [--json FILE]
//
//   HOST               the site's host name, scanned as the Observatory does: http://HOST/ and
//                      https://HOST/ on the standard ports 80 and 443 (it has no option for others)
//   --scanner DIR      where the scanner is installed (default: $OBSERVATORY_SCANNER), by
//                        npm install --prefix DIR --ignore-scripts @mdn/mdn-http-observatory@1.4.8
//   --ca FILE          a CA certificate (PEM) to trust besides the system's, e.g. the city's own CA
//   --resolve ADDRESS  reach HOST at ADDRESS (for the scanner only, like an /etc/hosts line)
//   --json FILE        also write the scanner's whole answer to FILE
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runIfCommand } from './run-script.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCANNER_PACKAGE = '@mdn/mdn-http-observatory@1.4.8';

function parseArgs(argv) {
  const options = { host: '', scanner: process.env.OBSERVATORY_SCANNER ?? '', ca: '', resolve: '', json: '' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => argv[(i += 1)] ?? '';
    if (arg === '--scanner') options.scanner = next();
    else if (arg === '--ca') options.ca = next();
    else if (arg === '--resolve') options.resolve = next();
    else if (arg === '--json') options.json = next();
    else if (!arg.startsWith('--') && !options.host) options.host = arg;
    else throw new Error(`未知参数: ${arg}（用法: HOST [--scanner DIR] [--ca FILE] [--resolve ADDRESS] [--json FILE]）`);
  }
  const problems = [];
  if (!/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i.test(options.host)) {
    problems.push(`HOST 无效: ${options.host || '（空）'}（应为站点域名，如 credit.example.gov.cn）`);
  }
  const scanJs = path.join(path.resolve(options.scanner || '.'), 'node_modules', '@mdn', 'mdn-http-observatory', 'src', 'scan.js');
  if (!options.scanner || !existsSync(scanJs)) {
    problems.push(
      `找不到 Observatory 扫描器（${options.scanner ? scanJs : '未指定 --scanner 或 OBSERVATORY_SCANNER'}）；安装: npm install --prefix DIR --ignore-scripts ${SCANNER_PACKAGE}`,
    );
  }
  if (options.ca && !existsSync(options.ca)) problems.push(`--ca 指向的文件不存在: ${options.ca}`);
  if (options.resolve && !isIP(options.resolve)) problems.push(`--resolve 应为 IP 地址: ${options.resolve}`);
  return { ...options, scanJs, problems };
}

/**
 * Runs the scanner's command-line scan (its src/scan.js: the package's `mdn-http-observatory-scan` wrapper
 * replaces NODE_EXTRA_CA_CERTS with a Mozilla bundle, so a city's own CA could not be trusted through it).
 */
export function runScan({ host, scanJs, ca, resolve }) {
  const env = { ...process.env };
  if (ca) env.NODE_EXTRA_CA_CERTS = path.resolve(ca);
  if (resolve) {
    env.OBSERVATORY_RESOLVE = `${host}=${resolve}`;
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import=${path.join(here, 'observatory-resolve.mjs')}`.trim();
  }
  const run = spawnSync(process.execPath, [scanJs, host], { env, encoding: 'utf8', timeout: 120_000 });
  let answer = null;
  try {
    answer = JSON.parse(run.stdout);
  } catch {
    answer = null;
  }
  if (!answer?.scan) throw new Error(`扫描器没有给出结果 (exit ${run.status}): ${answer?.error ?? ''}${run.stderr}${answer ? '' : run.stdout}`.trim());
  return answer;
}

/** One line per test: pass or FAIL, its score modifier, its result, and what the scanner saw. */
export function summarise(answer) {
  const { scan, tests } = answer;
  const lines = [`grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed (algorithm ${scan.algorithmVersion})`];
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    lines.push(`  ${test.pass ? 'pass' : 'FAIL'} ${modifier.padStart(4)}  ${name.padEnd(31)} ${test.result}`);
  }
  return lines.join('\n');
}

/** A+ with every test passed. */
export const isTopGrade = (answer) => answer.scan.grade === 'A+' && Object.values(answer.tests).every((test) => test.pass);

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.problems.length > 0) {
    process.stderr.write(`无法扫描:\n${options.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(2);
  }
  // The package downloads Chromium's HSTS preload list when installed (a script that --ignore-scripts
  // skips, and that cannot reach GitHub from a closed network). Without it every host counts as not
  // preloaded, which is true of a city's site until it is submitted to hstspreload.org.
  const preload = path.join(path.dirname(options.scanJs), '..', 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const started = Date.now();
  const answer = runScan(options);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(answer, null, 2)}\n`);
  process.stdout.write(`${options.host}: ${summarise(answer)}\n(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  if (!isTopGrade(answer)) {
    process.stderr.write('未达到 A+ 或有未通过的检查项（见上）\n');
    process.exit(1);
  }
}

runIfCommand(import.meta.url, main);
