export { Badge, badgeSizes, type BadgeProps, type BadgeSize } from './Badge';
