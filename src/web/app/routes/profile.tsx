import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ButtonLink } from '../../components/ui/button';
import { HeartIcon, UserIcon } from '../../components/ui/icons';
import { LifebuoyIcon, LockIcon, PinIcon, ReceiptIcon } from '../../components/ui/more-icons';
import { panelId, type TabItem, TabList, tabId } from '../../components/ui/tabs';
import { AddressBook } from '../../features/addresses';
import { useSession } from '../../features/auth/api/session';
import { ChangePasswordForm } from '../../features/auth/components/profile/change-password-form';
import { PersonalInfoForm } from '../../features/auth/components/profile/personal-info-form';
import { RecentSupportThreads } from '../../features/support/components/recent-threads';
import { useTranslation } from '../../lib/translation';
import { FavoritesList } from '../components/favorites-list';

const TABS = ['personal', 'password', 'addresses', 'favorites', 'orders', 'support'] as const;
type Tab = (typeof TABS)[number];
const ID = 'profile';

/** Orders have their own page; until the profile hosts them, link there. */
const LINKS: Record<
  Exclude<Tab, 'personal' | 'password' | 'addresses' | 'favorites' | 'support'>,
  { to: string; icon: ReactNode }
> = {
  orders: { to: '/orders', icon: <ReceiptIcon className="size-6" /> },
};

const ICONS: Record<Tab, ReactNode> = {
  personal: <UserIcon className="size-4" />,
  password: <LockIcon className="size-4" />,
  addresses: <PinIcon className="size-4" />,
  favorites: <HeartIcon className="size-4" />,
  orders: <ReceiptIcon className="size-4" />,
  support: <LifebuoyIcon className="size-4" />,
};

export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'personal';
  // The guard only renders this page with a user; the check keeps TypeScript honest.
  if (!user) return null;

  const items: TabItem<Tab>[] = TABS.map((value) => ({
    value,
    // The address book's texts live in its own namespace (issue 24).
    label: value === 'addresses' ? t('addresses.tab') : t(`profile.tabs.${value}`),
    icon: ICONS[value],
  }));
  // The tab lives in the URL (shareable, survives reload); switching tabs is not a new page.
  const select = (value: Tab) => setParams({ tab: value }, { replace: true });

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('pages.profile.title')} description={t('pages.profile.intro')} />
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
        >
          {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
        </span>
        <div className="min-w-0">
          <p className="truncate font-bold text-ink">{`${user.firstName} ${user.lastName}`}</p>
          <p className="truncate text-sm text-slate-600">
            <bdi dir="ltr">{user.email}</bdi>
          </p>
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <TabList
          items={items}
          selected={tab}
          onSelect={select}
          idBase={ID}
          label={t('profile.tabs.label')}
          // On a phone the tabs wrap onto a second row instead of running off the screen.
          className="px-2 max-sm:flex-wrap max-sm:overflow-visible sm:px-4"
        />
        <div
          role="tabpanel"
          id={panelId(ID, tab)}
          aria-labelledby={tabId(ID, tab)}
          className="p-4 sm:p-6"
        >
          {tab === 'personal' ? <PersonalInfoForm key={user.id} user={user} /> : null}
          {tab === 'password' ? <ChangePasswordForm /> : null}
          {tab === 'addresses' ? <AddressBook /> : null}
          {tab === 'favorites' ? <FavoritesList /> : null}
          {tab === 'support' ? <RecentSupportThreads /> : null}
          {tab in LINKS ? (
            <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
                {LINKS[tab as keyof typeof LINKS].icon}
              </span>
              <p className="flex-1 text-slate-700">{t(`profile.links.${tab}.text`)}</p>
              <ButtonLink to={LINKS[tab as keyof typeof LINKS].to} variant="secondary">
                {t(`profile.links.${tab}.action`)}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}
