/** Shipments (decision 044): the customer's tracking card and the admin's shipment panel. */
export { AdminShipmentPanel } from './components/admin-shipment-panel';
export { OrderShipment } from './components/order-shipment';
