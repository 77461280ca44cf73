// What other features use from reviews besides api/: the order page's "rate this product".
export { RateProduct } from './components/rate-product';
