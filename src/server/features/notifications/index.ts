/** Public module of the notifications area: raising notices after a change has committed. */
export {
  type NotificationDraft,
  notifyAdmins,
  notifyUser,
} from './raise';
