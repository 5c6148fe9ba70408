import { globalStyle } from '@vanilla-extract/css';
import { careScope } from '@credit-portal/ui';

// 关怀版 reads in one column at every width (the MIIT's 互联网网站适老化通用设计规范, 2021:
// 适老版 pages keep a simple single-column layout). Three rules for every page's content here; the
// grids that lay whole blocks side by side (a page's columns, a side menu beside its content, a card
// grid of sections) are ui's Columns, Tiles and Figures, which stack there. Standard mode is untouched: every rule
// starts at careScope. A rule names a box of any layout: what is not a grid's or a flex box's item
// ignores it.

// A list of cards, entries, figures or steps outside a navigation (a menu, the pager, the breadcrumb):
// one item per row, whether the list is a grid or a wrapping row.
globalStyle(`${careScope} main :is(ul, ol):not(nav *)`, { gridTemplateColumns: 'minmax(0, 1fr)', flexWrap: 'wrap' });
globalStyle(`${careScope} main :is(ul, ol):not(nav *) > li`, { flexBasis: '100%' });

// A form field (ui's Field: a box with its <label>, or a fieldset) fills its row, in a grid of fields
// or a wrapping row of filters alike; a field's own parts (a radio group's options) keep their places.
globalStyle(`${careScope} main :is(fieldset, div:has(> label)):not(fieldset *)`, { flex: '1 1 100%', gridColumn: '1 / -1' });

// A group of a definition list (a record's facts, a page's figures, an article's 来源 and 发布时间):
// one term and its value per row.
globalStyle(`${careScope} main dl > div`, { flex: '1 1 100%', gridColumn: '1 / -1' });
