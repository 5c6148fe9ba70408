// What a test runner's JSON report says: how many passed and failed, and the names of what failed (a
// CI log is often read from its end, where a runner's own list of failures has scrolled away).
import path from 'node:path';

const firstLine = (text) => (text ?? '').split('\n')[0];

// Terminal colours, which runners write into their messages.
// eslint-disable-next-line no-control-regex
const colours = /\u001b\[[0-9;]*m/g;

/**
 * Why a test failed, in a few lines (its message's first non-empty ones, without colours or the stack),
 * so that a CI log read from its end says what went wrong, not only where.
 */
export function reason(message) {
  const lines = (message ?? '')
    .replace(colours, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
  return lines.map((line) => `\n        ${line}`).join('');
}

/** A vitest JSON report: each failed test as `file › full name`, or a file that failed outside its tests. */
export function vitestCounts(report, root) {
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName}${reason(test.failureMessages?.[0])}`);
    // A file that failed without a failing test (it did not load, or an error outside its tests).
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

/**
 * A Playwright JSON report: each unexpected result as `[project] file:line › describe › title`. Its top
 * suites are the files (their title is the file's name, already given by file:line), their children
 * the `describe` blocks.
 */
export function playwrightCounts(report) {
  const { stats, suites, errors } = report;
  const specs = (suite, titles) => [
    ...(suite.specs ?? []).map((spec) => ({ spec, titles: [...titles, spec.title] })),
    ...(suite.suites ?? []).flatMap((child) => specs(child, [...titles, child.title])),
  ];
  const failures = (suites ?? [])
    .flatMap((file) => specs(file, []))
    .flatMap(({ spec, titles }) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${titles.join(' › ')}${reason(test.results?.at(-1)?.error?.message)}`),
    );
  // Errors outside any test (a global setup or teardown, the web server).
  for (const error of errors ?? []) failures.push(`outside the tests: ${firstLine(error.message)}`);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, flaky: stats.flaky, failures };
}
