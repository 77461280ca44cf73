// What other parts of the app use from compare: the toggle (cards, product page). The header's
// link (components/compare-link) and the page (app/routes/compare.tsx) are loaded lazily.
export { CompareToggle } from './components/compare-toggle';
