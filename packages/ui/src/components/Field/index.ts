export { Field, useFieldControl, joinIds, defaultFieldLabels } from './Field';
export type { FieldProps, FieldLabels, FieldControlContext } from './Field';
