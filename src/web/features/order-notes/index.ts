/** Public module of order notes (decision 046): the admin's panel and the customer's messages. */
export { OrderMessages } from './components/order-messages';
export { OrderNotesPanel } from './components/order-notes-panel';
