import axe from 'axe-core';

/** Runs axe on an element and returns the violations as readable strings (empty = none). */
export async function axeViolations(element: Element, rules?: string[]): Promise<string[]> {
  const result = await axe.run(element, {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}
