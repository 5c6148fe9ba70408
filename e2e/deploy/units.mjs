// The one reader of systemd unit files for the deployment smoke tests (deploy/systemd/*.service):
// stack.ts imports it to start the back end and the renderers as their units say, and guide/systemctl
// (the guide test's stand-in for systemctl, a bash script) runs it as a command, so both read the same
// settings the same way. Plain JavaScript without dependencies (types in units.d.mts), so that the shim
// runs it with the machine's node as it is (Node 20 runs no TypeScript), inside the guide's namespaces.
//
// It reads the part of systemd's syntax the portal's units use, and refuses the rest with a message
// rather than reading it differently from systemd: `[Section]` headers, `Key=value` lines, `#` and `;`
// comments, the specifiers %i (the instance: `credit-portal-renderer@4174` → 4174) and %%. Of the
// [Service] section: User, Group and WorkingDirectory (each required), EnvironmentFile (repeatable; a
// leading `-` makes it optional), Environment (KEY=value words), one ExecStart (an absolute path and
// words split at whitespace: systemd's own quoting and $VARIABLE expansion are refused, as is shell
// syntax, since systemd runs no shell), TimeoutStopSec (whole seconds or minutes); of [Install]:
// WantedBy. An empty assignment empties a list setting, as in systemd.
//
// As a command (each field it prints ends with a NUL byte, so any value reaches bash intact):
//   node units.mjs start UNITFILE [INSTANCE]         User, Group, WorkingDirectory, the number of
//                                                    environment assignments, those assignments (KEY=value:
//                                                    Environment= and the EnvironmentFiles, systemd's
//                                                    order), then ExecStart's words
//   node units.mjs wanted-by UNITFILE [INSTANCE]     the WantedBy targets
//   node units.mjs timeout-stop UNITFILE [INSTANCE]  TimeoutStopSec in seconds (systemd's default: 90)
// A unit it refuses: its message on stderr, exit status 1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reads `file` as a unit, `%i` standing for `instance`; throws with the file's name and what is wrong. */
export function readUnit(file, instance = '') {
  const refuse = (message) => {
    throw new Error(`${file}: ${message}`);
  };
  /** @type {Record<string, string[]>} */
  const values = {};
  const lists = new Set(['EnvironmentFile', 'Environment', 'ExecStart', 'WantedBy']);
  const wanted = new Map([
    ['Service', ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile', 'Environment', 'ExecStart', 'TimeoutStopSec']],
    ['Install', ['WantedBy']],
  ]);
  let section = '';
  for (const [index, raw] of readFileSync(file, 'utf8').split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    const setting = /^([A-Za-z][A-Za-z0-9]*)\s*=\s*(.*)$/.exec(line);
    if (!setting) refuse(`line ${index + 1} is not Key=value: ${line}`);
    const [, name, value] = setting;
    if (value.endsWith('\\')) refuse(`line ${index + 1}: continued lines are not supported here`);
    if (!wanted.get(section)?.includes(name)) continue;
    const expanded = value.replace(/%(.?)/g, (_, specifier) => {
      if (specifier === '%') return '%';
      if (specifier !== 'i') refuse(`${name}=: the specifier %${specifier} is not supported here`);
      if (!instance) refuse(`${name}= uses %i: name an instance (NAME@INSTANCE.service)`);
      return instance;
    });
    if (!lists.has(name)) values[name] = [expanded];
    else if (expanded === '') values[name] = [];
    else (values[name] ??= []).push(expanded);
  }

  const [user] = values.User ?? [];
  const [group] = values.Group ?? [];
  const [workingDirectory] = values.WorkingDirectory ?? [];
  if (!user || !group || !workingDirectory) refuse('User, Group and WorkingDirectory are expected');
  if (!workingDirectory.startsWith('/')) refuse(`WorkingDirectory ${workingDirectory} is not an absolute path`);

  const commands = values.ExecStart ?? [];
  if (commands.length !== 1 || !commands[0].startsWith('/')) refuse('one ExecStart with an absolute path is expected');
  if (/["'\\$;|&<>`]/.test(commands[0])) refuse('ExecStart with quotes, variables or shell syntax is not supported here');

  const environment = (values.Environment ?? []).flatMap((assignments) => {
    if (/["'\\]/.test(assignments)) refuse('quoted Environment= is not supported here');
    return assignments.split(/\s+/).filter(Boolean);
  });
  for (const assignment of environment) if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(assignment)) refuse(`Environment=: not KEY=value: ${assignment}`);

  const environmentFiles = (values.EnvironmentFile ?? []).map((entry) => {
    const optional = entry.startsWith('-');
    const filePath = optional ? entry.slice(1) : entry;
    if (!filePath.startsWith('/')) refuse(`EnvironmentFile ${filePath} is not an absolute path`);
    return { path: filePath, optional };
  });

  let timeoutStopSec = 90;
  const [timeout] = values.TimeoutStopSec ?? [];
  if (timeout !== undefined) {
    const span = /^(\d+)\s*(s|sec|min)?$/.exec(timeout);
    if (!span) refuse(`TimeoutStopSec=${timeout}: only whole seconds or minutes are supported here`);
    timeoutStopSec = Number(span[1]) * (span[2] === 'min' ? 60 : 1);
  }

  return {
    file,
    user,
    group,
    workingDirectory,
    execStart: commands[0].split(/\s+/),
    environment,
    environmentFiles,
    timeoutStopSec,
    wantedBy: (values.WantedBy ?? []).flatMap((targets) => targets.split(/\s+/).filter(Boolean)),
  };
}

/**
 * KEY=value lines of a systemd environment file, in order (blank lines and `#`/`;` comments skipped);
 * throws on any other line, and on quotes and backslashes, which systemd would unquote and this does not.
 */
export function readEnvFile(file) {
  const assignments = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(line)) throw new Error(`${file}: not KEY=value: ${line}`);
    if (/["'\\]/.test(line)) throw new Error(`${file}: quotes and backslashes are not supported here: ${line}`);
    assignments.push(line);
  }
  return assignments;
}

/**
 * The environment the unit gives its process, as systemd builds it: Environment= first, then each
 * EnvironmentFile in order, a later assignment of a name overriding an earlier one (systemd.exec(5):
 * the files' settings override Environment=). `locate` maps an EnvironmentFile's path to the file to
 * read (stack.ts reads the repository's copies in deploy/systemd/); an optional file that is missing
 * is skipped, a required one fails with systemd's status for it.
 */
export function unitEnvironment(unit, locate = (file) => file) {
  const assignments = [...unit.environment];
  for (const { path: installed, optional } of unit.environmentFiles) {
    const file = locate(installed);
    let text;
    try {
      text = readEnvFile(file);
    } catch (error) {
      if (error?.code !== 'ENOENT' && error?.code !== 'EACCES') throw error;
      if (optional) continue;
      throw new Error(`${unit.file}: EnvironmentFile ${file} cannot be read (status=226/NAMESPACE)`);
    }
    assignments.push(...text);
  }
  return Object.fromEntries(assignments.map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)]));
}

/** The command line (see the top of this file): what guide/systemctl reads of a unit. */
function main([command, file, instance]) {
  const fields = (values) => process.stdout.write(values.map((value) => `${value}\0`).join(''));
  if (command === 'start' && file) {
    const unit = readUnit(file, instance);
    const environment = Object.entries(unitEnvironment(unit)).map(([name, value]) => `${name}=${value}`);
    fields([unit.user, unit.group, unit.workingDirectory, String(environment.length), ...environment, ...unit.execStart]);
  } else if (command === 'wanted-by' && file) fields(readUnit(file, instance).wantedBy);
  else if (command === 'timeout-stop' && file) fields([String(readUnit(file, instance).timeoutStopSec)]);
  else throw new Error('usage: node units.mjs start|wanted-by|timeout-stop UNITFILE [INSTANCE]');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
