/** Pages that are not built yet, the not-found page and the invalid-address card. */
export { InvalidAddress, NotAvailableYet } from './not-available-yet';
