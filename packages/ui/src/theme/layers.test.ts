import { describe, expect, it } from 'vitest';
import { layers } from './layers';

describe('the stacking order', () => {
  it('keeps floating adverts under the page parts a visitor must see, and those under menus, dialogs, toasts and the skip link', () => {
    const order = [layers.advert, layers.aboveAdverts, layers.fixedHeader, layers.advertControl, layers.menu, layers.dialog, layers.loadingBar, layers.toast, layers.skipLink];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });

  it('keeps an advert’s close button above every page part an advert passes under, the fixed header and the left column', () => {
    expect(layers.advertControl).toBeGreaterThan(Math.max(layers.advert + 1, layers.aboveAdverts, layers.advertColumn, layers.fixedHeader));
    expect(layers.advertControl).toBeLessThan(layers.menu);
  });

  it('keeps the left advert column under every menu and dialog, and a dialog’s content (one above its overlay) under the loading bar', () => {
    expect(layers.advertColumn).toBeLessThan(layers.menu);
    expect(layers.advertColumn).toBeLessThan(layers.fixedHeader);
    expect(layers.dialog + 1).toBeLessThan(layers.loadingBar);
  });
});
