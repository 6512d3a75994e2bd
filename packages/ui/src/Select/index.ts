export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select';
export * as selectStyles from './Select.css';
