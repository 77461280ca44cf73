import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ArrowIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { SiteLogo } from '../layouts/header/site-logo';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** A large icon above the title, for result views (check your e-mail, link expired…). */
  icon?: ReactNode;
  iconTone?: 'brand' | 'danger';
  /** Registration has two fields per row from tablets up. */
  wide?: boolean;
  children?: ReactNode;
}

/** Auth pages have no site chrome (SPEC §2): a centred card with the logo and a way home. */
export function AuthCard({
  title,
  intro,
  icon,
  iconTone = 'brand',
  wide = false,
  children,
}: AuthCardProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4">
        <SiteLogo />
        <LanguageSwitcher />
      </div>
      <main
        id="main-content"
        className="flex flex-1 items-start justify-center px-3 pb-12 pt-2 sm:items-center sm:px-4 sm:pt-6"
      >
        <div className={cn('flex w-full flex-col gap-4', wide ? 'max-w-xl' : 'max-w-md')}>
          <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            {icon ? (
              <span
                className={cn(
                  'flex size-14 items-center justify-center self-center rounded-full',
                  iconTone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-800',
                )}
              >
                {icon}
              </span>
            ) : null}
            <div className={cn('flex flex-col gap-1.5', icon ? 'text-center' : undefined)}>
              <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
              {intro ? <p className="text-slate-600">{intro}</p> : null}
            </div>
            {children}
          </div>
          <Link
            to="/"
            className="inline-flex items-center gap-2 self-center rounded px-2 py-1 text-sm font-semibold text-slate-700 hover:text-brand-800 hover:underline"
          >
            <ArrowIcon className="size-4 rotate-180 rtl:rotate-0" />
            {t('auth.backToHome')}
          </Link>
        </div>
      </main>
    </div>
  );
}

/** "No account yet? Sign up" lines under the forms. */
export function AuthSwitch({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className="border-t border-slate-100 pt-4 text-center text-sm text-slate-700">
      {text}{' '}
      <Link to={to} className="font-bold text-brand-800 hover:underline">
        {label}
      </Link>
    </p>
  );
}
