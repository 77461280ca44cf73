import { useTranslation } from '../../lib/translation';

/** First tab stop: keyboard users jump past the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
    >
      {t('common.skipToContent')}
    </a>
  );
}
