export { Form, defaultFormButtonLabels } from './Form';
export type { FormProps, FormLabelsProps } from './Form';
export { useForm, checkAll as checkFormValues, FormSubmitError, defaultFormLabels } from './useForm';
export { fieldEditBeforeHydration, useEditsBeforeHydration, useFieldEditBeforeHydration } from './editsBeforeHydration';
export type {
  UseFormOptions,
  UseFormResult,
  FieldValidator,
  FormValidators,
  FieldErrors,
  FormLabels,
  RegisteredField,
} from './useForm';
