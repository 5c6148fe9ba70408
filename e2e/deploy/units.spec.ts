import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { unitStart } from './stack';
import { readUnit, unitEnvironment } from './units.mjs';

// units.mjs, the one reader of systemd unit files for the deployment tests (stack.ts imports it,
// guide/systemctl runs it as a command): what it reads of deploy/systemd's units, systemd's order of
// Environment= and EnvironmentFile, and the units it refuses rather than read differently from systemd.
// No browser, no server.

const here = path.dirname(fileURLToPath(import.meta.url));
const systemd = path.join(here, '..', '..', 'deploy', 'systemd');
let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'credit-portal-units-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a unit file (its [Service] section `service`, and an [Install] section) and returns its path. */
function unitFile(name: string, service: string) {
  const file = path.join(dir, name);
  writeFileSync(file, `[Unit]\nDescription=test unit %i\n\n[Service]\n${service}\n\n[Install]\nWantedBy=multi-user.target\n`);
  return file;
}
const runs = 'User=credit-portal\nGroup=credit-portal\nWorkingDirectory=/opt/credit-portal\n';

/** `node units.mjs ARGS…` as guide/systemctl runs it: the NUL-separated fields, or its complaint. */
function command(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(here, 'units.mjs'), ...args], { encoding: 'utf8' });
  return { status: result.status, fields: result.stdout.split('\0').slice(0, -1), stderr: result.stderr };
}

test("deploy/systemd's units read as systemd starts them: the renderer's instance is its port", () => {
  const renderer = readUnit(path.join(systemd, 'credit-portal-renderer@.service'), '4174');
  expect(renderer).toMatchObject({
    user: 'credit-portal',
    group: 'credit-portal',
    workingDirectory: '/opt/credit-portal',
    execStart: ['/usr/bin/node', 'packages/portal-server/dist/main.js'],
    environment: ['PORT=4174'],
    environmentFiles: [{ path: '/etc/credit-portal/renderer.env', optional: false }],
    timeoutStopSec: 20,
    wantedBy: ['multi-user.target'],
  });
  // stack.ts: the repository's env files in place of /etc/credit-portal's, this checkout as the folder.
  const start = unitStart('credit-portal-renderer@.service', '4175');
  expect(start.args).toEqual(['packages/portal-server/dist/main.js']);
  expect(start.env).toMatchObject({ PORT: '4175', NODE_ENV: 'production', PORTAL_API_ORIGIN: 'http://127.0.0.1:4173' });
  expect(unitStart('credit-portal-reference-backend.service').env).toMatchObject({ PORT: '4173', PORTAL_DB: '/var/lib/credit-portal/portal.db' });
  expect(() => unitStart('credit-portal-renderer@.service')).toThrow('Environment= uses %i: name an instance (NAME@INSTANCE.service)');
});

test('Environment= first, then each EnvironmentFile overriding it; a missing file fails unless marked optional', () => {
  const first = path.join(dir, 'first.env');
  const second = path.join(dir, 'second.env');
  writeFileSync(first, '# comment\n; comment\n\nA=from-first\nC=from-first\n');
  writeFileSync(second, '  C=from-second  \n');
  const file = unitFile(
    'env@.service',
    `${runs}Environment=A=unit B=%i D=100%%\nEnvironmentFile=${first}\nEnvironmentFile=-${path.join(dir, 'missing.env')}\nEnvironmentFile=${second}\nExecStart=/usr/bin/node main.js`,
  );
  expect(unitEnvironment(readUnit(file, 'x'))).toEqual({ A: 'from-first', B: 'x', C: 'from-second', D: '100%' });
  // The shim's view of the same unit: user, group, folder, the count of assignments, them, the command.
  expect(command('start', file, 'x')).toEqual({
    status: 0,
    fields: ['credit-portal', 'credit-portal', '/opt/credit-portal', '4', 'A=from-first', 'B=x', 'D=100%', 'C=from-second', '/usr/bin/node', 'main.js'],
    stderr: '',
  });
  expect(command('wanted-by', file, 'x').fields).toEqual(['multi-user.target']);
  expect(command('timeout-stop', file, 'x').fields).toEqual(['90']);

  const required = unitFile('required.service', `${runs}EnvironmentFile=${path.join(dir, 'missing.env')}\nExecStart=/usr/bin/node main.js`);
  expect(() => unitEnvironment(readUnit(required))).toThrow(`${required}: EnvironmentFile ${path.join(dir, 'missing.env')} cannot be read (status=226/NAMESPACE)`);
  const quoted = path.join(dir, 'quoted.env');
  writeFileSync(quoted, 'A="quoted value"\n');
  const quoting = unitFile('quoting.service', `${runs}EnvironmentFile=${quoted}\nExecStart=/usr/bin/node main.js`);
  expect(() => unitEnvironment(readUnit(quoting))).toThrow(`${quoted}: quotes and backslashes are not supported here: A="quoted value"`);
});

test('a unit this reader would read differently from systemd is refused with what is wrong, by the command too', () => {
  const refusals: Array<[string, string, string?]> = [
    [`${runs}ExecStart=/usr/bin/node main.js; rm -rf /`, 'ExecStart with quotes, variables or shell syntax is not supported here'],
    [`${runs}ExecStart=/usr/bin/node main.js --port=$PORT`, 'ExecStart with quotes, variables or shell syntax is not supported here'],
    [`${runs}ExecStart=node main.js`, 'one ExecStart with an absolute path is expected'],
    [`${runs}ExecStart=/usr/bin/node a.js\nExecStart=/usr/bin/node b.js`, 'one ExecStart with an absolute path is expected'],
    [`${runs}ExecStart=`, 'one ExecStart with an absolute path is expected'],
    ['Group=credit-portal\nWorkingDirectory=/opt/credit-portal\nExecStart=/usr/bin/node main.js', 'User, Group and WorkingDirectory are expected'],
    [`${runs}Environment="A=b c"\nExecStart=/usr/bin/node main.js`, 'quoted Environment= is not supported here'],
    [`${runs}ExecStart=/usr/bin/node main.js --name=%n`, 'ExecStart=: the specifier %n is not supported here', 'x'],
    [`${runs}ExecStart=/usr/bin/node main.js \\\n  --port=1`, 'line 8: continued lines are not supported here'],
    [`${runs}TimeoutStopSec=1min 30s\nExecStart=/usr/bin/node main.js`, 'TimeoutStopSec=1min 30s: only whole seconds or minutes are supported here'],
  ];
  for (const [service, message, instance] of refusals) {
    const file = unitFile('refused.service', service);
    expect(() => readUnit(file, instance), service).toThrow(`${file}: ${message}`);
    expect(command('start', file, instance ?? ''), service).toEqual({ status: 1, fields: [], stderr: `${file}: ${message}\n` });
  }
});
