export { Menu, MenuItem, MenuSeparator, MenuSection, MenuTrigger, SubmenuTrigger, type MenuProps, type MenuItemProps } from './Menu';
