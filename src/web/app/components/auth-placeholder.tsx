import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ArrowIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../features/site/use-page-title';
import { SiteLogo } from '../layouts/header/site-logo';

interface AuthPlaceholderProps {
  /** i18n key prefix holding `title` and `intro`, e.g. 'auth.login'. */
  page: string;
  notice?: ReactNode;
  children?: ReactNode;
}

/** Auth pages have no site chrome (SPEC §2): a centred card with the logo and a way home. */
export function AuthPlaceholder({ page, notice, children }: AuthPlaceholderProps) {
  const { t } = useTranslation();
  const title = t(`${page}.title`);
  usePageTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <SiteLogo />
        <LanguageSwitcher />
      </div>
      <main
        id="main-content"
        className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center"
      >
        <div className="flex w-full max-w-md flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {notice}
          <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
          <p className="text-slate-700">{t(`${page}.intro`)}</p>
          {children}
          <Link
            to="/"
            className="inline-flex items-center gap-2 self-start rounded font-semibold text-brand-800 hover:underline"
          >
            <ArrowIcon className="size-4 rotate-180 rtl:rotate-0" />
            {t('auth.backToHome')}
          </Link>
        </div>
      </main>
    </div>
  );
}
