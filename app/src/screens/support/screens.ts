/** The support screens share one chunk: a ticket is usually opened from the list. */
export { Support } from './Support';
export { Ticket } from './Ticket';
