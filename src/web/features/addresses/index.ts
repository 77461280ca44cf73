/** Public module of the address book (issue 24): the profile's book and the checkout's choice. */
export { AddressBook } from './components/address-book';
export { AddressLines } from './components/address-lines';
