/** Public module of the web search feature (issue 23): the header's search box. */
export { HeaderSearch } from './components/header-search';
