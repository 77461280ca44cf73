// What other features use from the FAQ: the public questions' query.
export { faqKeys, useFaqs } from './api';
