export { SectionHeading, sectionHeadingLevels } from './SectionHeading';
export type { SectionHeadingProps, SectionHeadingLevel } from './SectionHeading';
