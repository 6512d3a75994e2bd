export { Badge, badgeTones, badgeSizes, type BadgeProps, type BadgeTone, type BadgeSize } from './Badge';
