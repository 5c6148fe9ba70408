export { TextInput, textInputTypes } from './TextInput';
export type { TextInputProps, TextInputType } from './TextInput';
