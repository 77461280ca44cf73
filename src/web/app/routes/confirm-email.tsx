import { AuthPlaceholder } from '../components/auth-placeholder';

export default function ConfirmEmailPage() {
  return <AuthPlaceholder page="auth.confirmEmail" />;
}
