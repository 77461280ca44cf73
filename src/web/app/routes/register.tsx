import { AuthPlaceholder } from '../components/auth-placeholder';

export default function RegisterPage() {
  return <AuthPlaceholder page="auth.register" />;
}
