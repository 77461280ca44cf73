import { ReturnsList } from '../../../features/returns-admin';

export default function AdminReturnsPage() {
  return <ReturnsList />;
}
