export { EraseCustomerDialog, type EraseCustomerDialogProps } from './EraseCustomerDialog';
