import { FaqManager } from '../../../features/faq-admin/components/faq-manager';

export default function AdminFaqsPage() {
  return <FaqManager />;
}
