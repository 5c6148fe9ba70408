// The toolbar's own chunk (AccessibilityBar loads it when opened): ui's AccessibilityToolbar and its
// read-aloud are not part of the first page's JavaScript.
export { AccessibilityToolbar as default } from '@credit-portal/ui';
