import { ComparePage } from '../../features/compare/components/compare-page';

export default ComparePage;
