export { DateInput, isDateWithin } from './DateInput';
export type { DateInputProps } from './DateInput';
