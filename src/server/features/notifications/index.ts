/** Public module of the notifications area: raising notices after a change has committed. */
export {
  type NotificationDraft,
  notifyAdmins,
  notifyAllCustomers,
  notifyUser,
} from './raise';
