export { RaiseTicketForm, type RaiseTicketFormProps } from './RaiseTicketForm';
