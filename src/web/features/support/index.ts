// What the admin's support inbox borrows from the customer's: the inbox's layout, thread list,
// conversation and reply form, and the status labels.
export { Conversation } from './components/conversation';
export { InboxLayout, PaneCard } from './components/inbox-layout';
export { ReplyForm } from './components/reply-form';
export { BackToList, ThreadHeader } from './components/thread-header';
export { ThreadList } from './components/thread-list';
export { ThreadNotLoaded } from './components/thread-not-loaded';
export { ThreadListSkeleton } from './components/thread-skeleton';
export { statusKey } from './status';
