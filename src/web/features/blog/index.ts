// What other features use from the blog besides api/ (the posts).
export { dirOf } from './components/post-bits';
