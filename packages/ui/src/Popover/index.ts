export { Popover, popoverPlacements, type PopoverProps, type PopoverPlacement } from './Popover';
