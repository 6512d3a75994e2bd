export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './Checkbox';
export * as checkboxStyles from './Checkbox.css';
