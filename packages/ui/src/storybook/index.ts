export { StoryFrame, storyThemes, storyModes, withStoryFrame } from './StoryFrame';
export type { StoryThemeName, StoryModeName, StoryFrameProps } from './StoryFrame';
export * from './fixtures';
export { elderMode, isOnScreen } from './elderMode';
export { axeRules, axeRulesOffByDefault } from './axeRules';
export { contrastFailures } from './contrast';
export type { ContrastMode } from './contrast';
