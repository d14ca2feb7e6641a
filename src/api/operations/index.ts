export { ticketsApi, type TicketsApi } from './tickets';
