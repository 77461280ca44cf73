import { ReturnsList } from '../../../features/returns';

export default function AdminReturnsPage() {
  return <ReturnsList />;
}
