import {
  GridIcon,
  PercentIcon,
  SettingsIcon,
  UsersIcon,
} from '../../../components/admin/admin-icons';
import { BoxIcon, NewsIcon } from '../../../components/ui/icons';
import {
  BellIcon,
  HelpIcon,
  LifebuoyIcon,
  ReceiptIcon,
  TagIcon,
} from '../../../components/ui/more-icons';

/** SPEC §2 admin sidebar, plus FAQs and Notifications which are admin routes too. */
export const ADMIN_NAV = [
  { to: '/admin', key: 'admin.nav.dashboard', Icon: GridIcon, end: true },
  { to: '/admin/products', key: 'admin.nav.products', Icon: BoxIcon, end: false },
  { to: '/admin/categories', key: 'admin.nav.categories', Icon: TagIcon, end: false },
  { to: '/admin/orders', key: 'admin.nav.orders', Icon: ReceiptIcon, end: false },
  { to: '/admin/discounts', key: 'admin.nav.discounts', Icon: PercentIcon, end: false },
  { to: '/admin/users', key: 'admin.nav.users', Icon: UsersIcon, end: false },
  { to: '/admin/blogs', key: 'admin.nav.blogs', Icon: NewsIcon, end: false },
  { to: '/admin/support', key: 'admin.nav.support', Icon: LifebuoyIcon, end: false },
  { to: '/admin/faqs', key: 'admin.nav.faqs', Icon: HelpIcon, end: false },
  { to: '/admin/notifications', key: 'admin.nav.notifications', Icon: BellIcon, end: false },
  { to: '/admin/settings', key: 'admin.nav.settings', Icon: SettingsIcon, end: false },
] as const;
