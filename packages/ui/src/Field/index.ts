export {
  FieldLabel,
  FieldDescription,
  FieldErrorText,
  FieldParts,
  commitWhileInvalid,
  fieldClassName,
  useValidationMessages,
  type FieldBaseProps,
  type FieldErrorMessage,
} from './Field';
export * as fieldStyles from './Field.css';
