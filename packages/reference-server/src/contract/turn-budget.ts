// A time budget for each turn of the event loop: no single request waits seconds behind others. Node 20's libuv accepts ONE new connection per turn of the loop, and a turn runs the handlers
// of every connection whose request has arrived: at 200 busy connections a turn took 50-150 ms, so a
// burst of new connections queued in the kernel (all 200 of a load test, or visitors arriving during a
// 300 ms report render) was accepted one per turn, the last after 9-15 s (docs/benchmarks.md, Load).
// Handlers therefore start only while the current turn has used less than its budget; the others wait,
// in order of arrival, for the next turn, which begins by accepting the next connection. The work done
// is the same, spread over short turns.
import { setImmediate } from 'node:timers';

/** Milliseconds of handler work that a turn may start; a turn still finishes the handlers it started. */
export const TURN_BUDGET_MS = 4;

export interface TurnBudget {
  /**
   * Undefined when the request may run now; else a promise that resolves in a later turn, after which it
   * asks again: `for (let wait = enter(); wait; wait = enter()) await wait;`. The asking must be in the
   * caller's own code, so that each resumed request measures the work of those resumed before it.
   */
  enter(): Promise<void> | undefined;
}

export function createTurnBudget(budgetMs = TURN_BUDGET_MS, clock: () => number = () => performance.now()): TurnBudget {
  let turnStart: number | null = null;
  let waiting: (() => void)[] = [];
  let drainScheduled = false;

  // Runs in the check phase, after the turn's poll (and its one accept): the waiting requests resume in
  // order, each asking again, so those past the new turn's budget wait for the one after.
  const drain = () => {
    drainScheduled = false;
    const resume = waiting;
    waiting = [];
    for (const go of resume) go();
  };

  const enter = (): Promise<void> | undefined => {
    const now = clock();
    if (turnStart === null) {
      turnStart = now;
      setImmediate(() => {
        turnStart = null;
      });
    }
    if (waiting.length === 0 && now - turnStart < budgetMs) return undefined;
    return new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!drainScheduled) {
        drainScheduled = true;
        setImmediate(drain);
      }
    });
  };

  return { enter };
}
