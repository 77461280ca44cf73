/** Public module of the search area (issue 23): the product index, suggestions, search terms. */
export { analyze, termKey } from './analyze';
export type { ProductSearchQuery, SearchService } from './service';
