export { Link, PlainLink, linkVariants, type LinkProps, type LinkVariant } from './Link';
