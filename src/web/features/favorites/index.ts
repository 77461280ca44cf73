// What other features use from favorites besides api/: the heart on product cards and pages.
export { FavoriteButton } from './components/favorite-button';
