// 阅读辅助线, a chunk of its own: only a visitor who turned it on loads it (AccessibilityBar).
export { ReadingGuide as default } from '@credit-portal/ui';
