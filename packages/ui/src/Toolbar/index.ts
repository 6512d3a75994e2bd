export { Toolbar, ToolbarSeparator, type ToolbarProps } from './Toolbar';
