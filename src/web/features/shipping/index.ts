// What other features use from shipping besides api/: the product page's delivery hint.
export { DeliveryEstimate } from './components/delivery-estimate';
