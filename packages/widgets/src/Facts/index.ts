export { Fact, Facts, type FactProps } from './Facts';
