export { StoryFrame, storyThemes, withStoryFrame } from './StoryFrame';
export type { StoryThemeName, StoryFrameProps } from './StoryFrame';
export * from './fixtures';
