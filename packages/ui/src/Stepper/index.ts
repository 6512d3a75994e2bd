export { Stepper, stepStatuses, type StepperProps, type StepperStep, type StepStatus } from './Stepper';
