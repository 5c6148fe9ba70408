/**
 * The stacking order of everything that floats, in one place: adverts stay below what a
 * visitor must always see and reach — the search box, the tab menu and the page's title (which sit on
 * `aboveAdverts`), every menu, dialog and toast, and the skip link. Plain numbers, so an app that
 * positions its own parts (a layout's search band) uses the same scale.
 */
export const layers = {
  /** Floating adverts, their pause control, and the phone's advert strip. */
  advert: 900,
  /** Page parts no floating advert may cover: the search box, the tab menu, the page's title. */
  aboveAdverts: 910,
  /**
   * The left advert column: it stands in the margin beside the content, never over it, so it may lie
   * over the full-width bands' backgrounds (the tab menu's) there.
   */
  advertColumn: 915,
  /** A header fixed to the top of the window (the new-style header). */
  fixedHeader: 920,
  /**
   * The floating adverts' own controls, each advert's 关闭 and the 暂停 of them all: an advert may drift
   * under the page parts above, but its close button never does, nor under another advert, so a visitor
   * can always close it where it shows. Under every menu and dialog.
   */
  advertControl: 930,
  /** Drop-down menus and pop-over panels. */
  menu: 950,
  /** A modal dialog's overlay; its content is one above. */
  dialog: 1000,
  /** The navigation's progress bar, above an open dialog's overlay. */
  loadingBar: 1010,
  /** Toasts, above dialogs (a dialog's action may raise one). */
  toast: 1100,
  /** The skip link, when focused, above everything. */
  skipLink: 1200,
} as const;

export type Layer = keyof typeof layers;
