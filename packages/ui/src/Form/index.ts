export { Form, collectFormErrors, type FormProps, type FormValues, type FormErrorSummaryItem } from './Form';
