export { Composer, type ComposerProps } from './Composer';
