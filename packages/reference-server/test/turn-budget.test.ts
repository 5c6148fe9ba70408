// A turn of the event loop starts handlers only within its time budget, so that the next turn
// (which accepts the next new connection) comes soon; the others run in later turns, in order of arrival.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTurnBudget } from '../src/contract/turn-budget.js';

/** A request as the router runs it: asks the budget, then does `costMs` of work on the fake clock. */
function request(budget: ReturnType<typeof createTurnBudget>, clock: { now: number }, name: string, costMs: number, ran: string[]) {
  return (async () => {
    for (let wait = budget.enter(); wait; wait = budget.enter()) await wait;
    ran.push(name);
    clock.now += costMs;
  })();
}

describe('turn budget', () => {
  it('runs requests at once while the turn is within its budget', async () => {
    const clock = { now: 0 };
    const budget = createTurnBudget(4, () => clock.now);
    const ran: string[] = [];
    const all = [request(budget, clock, 'a', 1, ran), request(budget, clock, 'b', 1, ran)];
    expect(ran).toEqual(['a', 'b']);
    await Promise.all(all);
  });

  it('leaves the requests past the budget to later turns, in the order they came', async () => {
    const clock = { now: 0 };
    const budget = createTurnBudget(4, () => clock.now);
    const ran: string[] = [];
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => request(budget, clock, name, 3, ran));
    // a (3 ms) and b (6 ms: started within the budget) run in this turn; the rest wait.
    expect(ran).toEqual(['a', 'b']);
    await nextTurn();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    await Promise.all(all);
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('makes a newcomer wait behind requests already waiting', async () => {
    const clock = { now: 0 };
    const budget = createTurnBudget(4, () => clock.now);
    const ran: string[] = [];
    const first = ['a', 'b', 'c'].map((name) => request(budget, clock, name, 5, ran));
    expect(ran).toEqual(['a']);
    const late = request(budget, clock, 'late', 0, ran);
    expect(ran).toEqual(['a']);
    await Promise.all([...first, late]);
    expect(ran).toEqual(['a', 'b', 'c', 'late']);
  });
});
