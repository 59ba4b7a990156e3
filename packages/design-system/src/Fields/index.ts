export type { CheckboxFieldProps } from './CheckboxField';
export { CheckboxField } from './CheckboxField';
export type { ChoiceFieldProps } from './ChoiceFields';
export {
  CheckboxGroupField,
  ComboBoxField,
  choicesOf,
  RadioGroupField,
  SelectField,
} from './ChoiceFields';
export type { DateFieldProps, TimeRange, TimeRangeFieldProps } from './DateFields';
export {
  DateField,
  DatePickerField,
  HOSPITAL_TIME_ZONE,
  TimeRangeField,
  useToday,
} from './DateFields';
export type { FormFieldProps, FormProps, LoadingOverlayProps } from './Form';
export { Form, LoadingOverlay, scrollToFirstError, useFormField, useIsLoading } from './Form';
export type { NikFieldProps } from './NikField';
export { NikField } from './NikField';
export type { PasswordFieldProps } from './PasswordField';
export { PasswordField } from './PasswordField';
export type { SearchPickerFieldProps, SearchPickerOption } from './SearchPickerField';
export { SearchPickerField } from './SearchPickerField';
export type {
  FieldBaseProps,
  MoneyFieldProps,
  NumericFieldProps,
  TextFieldProps,
} from './TextField';
export { MoneyField, NumericField, TextField } from './TextField';
export type { WordLimitedTextAreaProps } from './WordLimitedTextArea';
export { WordLimitedTextArea } from './WordLimitedTextArea';
