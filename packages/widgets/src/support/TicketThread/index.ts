export { TicketThread, type TicketThreadProps } from './TicketThread';
