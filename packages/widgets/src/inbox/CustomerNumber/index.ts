export { CustomerNumber, type CustomerNumberProps } from './CustomerNumber';
