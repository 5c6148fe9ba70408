export { StoryFrame, storyThemes, storyModes, withStoryFrame, variantsOver, inVariant } from './StoryFrame';
export type { StoryThemeName, StoryModeName, StoryFrameProps, StoryVariant } from './StoryFrame';
export * from './fixtures';
export { elderMode, isOnScreen } from './elderMode';
export { axeRules, axeRulesOffByDefault } from './axeRules';
export { contrastFailures } from './contrast';
export type { ContrastMode } from './contrast';
