import { useParams } from 'react-router';
import { AdminUserDetails } from '../../../features/users-admin/components/admin-user-details';

export default function AdminUserDetailsPage() {
  const { id = '' } = useParams();
  return <AdminUserDetails key={id} id={id} />;
}
