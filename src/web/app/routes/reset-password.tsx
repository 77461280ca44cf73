import { AuthPlaceholder } from '../components/auth-placeholder';

export default function ResetPasswordPage() {
  return <AuthPlaceholder page="auth.resetPassword" />;
}
