import { AuthPlaceholder } from '../components/auth-placeholder';

export default function ForgotPasswordPage() {
  return <AuthPlaceholder page="auth.forgotPassword" />;
}
