/**
 * Public module of the auth area (accounts, sessions): what other areas may use. Auth is the
 * lowest area; it imports no other area but rate-limits.
 */

export {
  type Account,
  accountStanding,
  disableAccount,
  enableAccount,
  lockAccount,
  otherActiveAdmins,
  setAccountRole,
} from './account-access';
export { accountIdsMatching, searchAccounts } from './account-search';
export {
  type AccountCursor,
  type AdminAccount,
  accountCsvBatch,
  findAccount,
  listAccounts,
} from './admin-accounts';
export { COOKIES, setXsrfCookie } from './cookies';
export type { AuthDeps, AuthService, SignInHook } from './service';
export { findSessionUser } from './session-user';
export { newCustomerCounts } from './signups';
export { ownerTwoFactorGate } from './two-factor-gate';
export {
  activeCustomerIdByEmail,
  type Recipients,
  recipientIds,
  type UserContact,
  userContact,
  userContacts,
  userEmail,
} from './users';
