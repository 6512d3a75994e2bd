export * from './Button';
export * from './Link';
export * from './ToggleButton';
export * from './Menu';
export * from './Toolbar';
