/** Pages that are not built yet, the not-found page and the status cards other pages reuse. */
export { InvalidAddress, NotAvailableYet, StatusCard } from './not-available-yet';
