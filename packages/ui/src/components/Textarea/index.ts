export { Textarea, defaultTextareaLabels } from './Textarea';
export type { TextareaProps, TextareaLabels } from './Textarea';
