export { RadioGroup, radioGroupDirections } from './RadioGroup';
export type { RadioGroupProps, RadioOption, RadioGroupDirection } from './RadioGroup';
