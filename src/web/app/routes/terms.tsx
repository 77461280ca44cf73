import { LegalRoute } from '../components/legal-route';

export default function TermsPage() {
  return <LegalRoute slug="terms" />;
}
