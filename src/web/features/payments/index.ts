// What other parts of the app use from payments (decision 041): the kiosk reference of an order.
export { KioskReference } from './components/kiosk-reference';
