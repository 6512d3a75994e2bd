export { InspectNumber, type InspectNumberProps } from './InspectNumber';
