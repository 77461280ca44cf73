import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { NewsIcon } from '../../../components/ui/icons';

/**
 * Slot for the latest posts on the home page. The blog issue replaces the body with real posts
 * (load-more lists live on /news); the heading and the way to /news stay.
 */
export function NewsTeaser() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="news-teaser-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="news-teaser-title" className="text-2xl font-extrabold text-ink">
          {t('home.newsTitle')}
        </h2>
      </div>
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
          <NewsIcon className="size-6" />
        </span>
        <p className="flex-1 text-slate-700">{t('home.newsText')}</p>
        <ButtonLink to="/news" variant="secondary">
          {t('home.newsCta')}
        </ButtonLink>
      </div>
    </section>
  );
}
