export { Text, Heading, TextList, TextLink, textSizes, textTones, textWeights, textLeadings, headingLevels } from './Text';
export type { TextProps, HeadingProps, TextListProps, TextLinkProps, TextSize, TextTone, TextWeight, TextLeading, HeadingLevel } from './Text';
