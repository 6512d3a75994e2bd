export * from './ticketTabs';
export * from './TicketList';
export * from './TicketThread';
export * from './RaiseTicketForm';
