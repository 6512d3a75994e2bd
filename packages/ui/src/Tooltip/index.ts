export { Tooltip, tooltipPlacements, type TooltipProps, type TooltipPlacement } from './Tooltip';
