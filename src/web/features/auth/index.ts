// What other features use from auth besides api/ (the session and account calls).
export { useLoginRequiredToast } from './components/login-required';
export { loginPathFor } from './redirect';
