import type { ComponentType } from 'react';
import type { Permission } from '../../../../shared/roles';
import {
  GridIcon,
  PercentIcon,
  SettingsIcon,
  UsersIcon,
} from '../../../components/admin/admin-icons';
import { BoxIcon, NewsIcon, SearchIcon } from '../../../components/ui/icons';
import {
  BellIcon,
  HelpIcon,
  LifebuoyIcon,
  ReceiptIcon,
  TagIcon,
} from '../../../components/ui/more-icons';

/**
 * SPEC §2 admin sidebar, plus FAQs and Notifications which are admin routes too. Each entry
 * names the permission its pages need (decision 048): the sidebar shows a staff member only
 * what their role may open, and the admin guard keeps them out of the rest.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', permission: 'dashboard', key: 'admin.nav.dashboard', Icon: GridIcon, end: true },
  {
    to: '/admin/products',
    permission: 'catalog',
    key: 'admin.nav.products',
    Icon: BoxIcon,
    end: false,
  },
  {
    to: '/admin/categories',
    permission: 'catalog',
    key: 'admin.nav.categories',
    Icon: TagIcon,
    end: false,
  },
  {
    to: '/admin/search-terms',
    permission: 'settings',
    key: 'admin.nav.searchTerms',
    Icon: SearchIcon,
    end: false,
  },
  {
    to: '/admin/orders',
    permission: 'orders',
    key: 'admin.nav.orders',
    Icon: ReceiptIcon,
    end: false,
  },
  {
    to: '/admin/returns',
    permission: 'orders',
    key: 'admin.nav.returns',
    Icon: BoxIcon,
    end: false,
  },
  {
    to: '/admin/discounts',
    permission: 'discounts',
    key: 'admin.nav.discounts',
    Icon: PercentIcon,
    end: false,
  },
  {
    to: '/admin/users',
    permission: 'customers',
    key: 'admin.nav.users',
    Icon: UsersIcon,
    end: false,
  },
  { to: '/admin/blogs', permission: 'content', key: 'admin.nav.blogs', Icon: NewsIcon, end: false },
  {
    to: '/admin/support',
    permission: 'support',
    key: 'admin.nav.support',
    Icon: LifebuoyIcon,
    end: false,
  },
  { to: '/admin/faqs', permission: 'content', key: 'admin.nav.faqs', Icon: HelpIcon, end: false },
  {
    to: '/admin/notifications',
    permission: 'notify_one',
    key: 'admin.nav.notifications',
    Icon: BellIcon,
    end: false,
  },
  {
    to: '/admin/settings',
    permission: 'settings',
    key: 'admin.nav.settings',
    Icon: SettingsIcon,
    end: false,
  },
];

export interface AdminNavItem {
  to: string;
  permission: Permission;
  key: string;
  Icon: ComponentType<{ className?: string }>;
  end: boolean;
}

/** The sidebar entry a path of the admin area belongs to (the longest matching one). */
export function navItemOf(pathname: string): AdminNavItem | undefined {
  return ADMIN_NAV.filter(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  ).sort((a, b) => b.to.length - a.to.length)[0];
}
