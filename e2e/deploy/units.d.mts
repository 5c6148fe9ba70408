// Types of units.mjs (plain JavaScript, so that the guide test can run it with the machine's node).

/** What a unit file says, as units.mjs reads it. */
export interface Unit {
  file: string;
  user: string;
  group: string;
  workingDirectory: string;
  /** ExecStart's words: the absolute path of the program, then its arguments. */
  execStart: string[];
  /** Environment='s KEY=value words, in order. */
  environment: string[];
  environmentFiles: Array<{ path: string; optional: boolean }>;
  timeoutStopSec: number;
  wantedBy: string[];
}

export function readUnit(file: string, instance?: string): Unit;
export function readEnvFile(file: string): string[];
export function unitEnvironment(unit: Unit, locate?: (file: string) => string): Record<string, string>;
