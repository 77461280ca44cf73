import { LegalRoute } from '../components/legal-route';

export default function PrivacyPage() {
  return <LegalRoute slug="privacy" />;
}
