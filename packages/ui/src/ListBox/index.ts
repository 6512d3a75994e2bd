export {
  ListBox,
  ListBoxAutocomplete,
  ListBoxItem,
  ListBoxSection,
  type ListBoxAutocompleteProps,
  type ListBoxProps,
  type ListBoxItemProps,
  type ListBoxSectionProps,
} from './ListBox';
