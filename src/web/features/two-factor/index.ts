// Two-factor sign-in (decision 049): what the login page and the admin use.
export { OwnerTwoFactorGate, SECURITY_PATH } from './components/owner-two-factor-gate';
export { TwoFactorStep } from './components/two-factor-step';
