import { DashboardView } from '../../../features/dashboard/components/dashboard-view';

/** Its own chunk: the charts load with the dashboard only. */
export default function AdminDashboardPage() {
  return <DashboardView />;
}
