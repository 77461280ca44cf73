/**
 * Public module of returns and the customer's cancellation (decision 046): what the customer's
 * order page plugs in, and what the admin side (returns-admin) builds on.
 */
export {
  type ReturnStep,
  useAdminOrderReturns,
  useAdminReturns,
  useCancelOrder,
  useReturnSettings,
  useReturnStep,
  useSaveReturnSettings,
} from './api';
export { OrderChanges } from './components/order-changes';
export { cairoTime, ReturnState, STATUS_TONE } from './components/return-state';
