export { TicketList, type TicketListProps } from './TicketList';
