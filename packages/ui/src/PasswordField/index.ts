export { PasswordField, changedRules, type PasswordFieldProps } from './PasswordField';
