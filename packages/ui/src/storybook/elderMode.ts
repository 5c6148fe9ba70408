/** A story's `globals` for 关怀版, whatever the toolbar says: `globals: { ...elderMode }`. */
export const elderMode = { mode: 'care' } as const;

/**
 * Drawn where a sighted visitor sees it: not display:none, not clipped to visuallyHidden's 1 px box
 * (jest-dom's toBeVisible counts a visually hidden word as visible).
 */
export function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}
