import { ButtonLink } from '../../../components/ui/button';
import { ArrowIcon, BoltIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useSiteInfo } from '../../../lib/site-info';
import { useTranslation } from '../../../lib/translation';
import { useBilingual, useLang } from '../../../lib/use-lang';

/** Hero: the store's tagline as the headline and one amber call to action. */
export function HomeHero() {
  const { t } = useTranslation();
  const lang = useLang();
  const bilingual = useBilingual();
  const { data } = useSiteInfo();
  const store = data?.store;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <BoltIcon
        className="pointer-events-none absolute -end-10 -top-6 size-72 text-white/5 sm:size-96"
        strokeWidth={1}
      />
      <div className="relative mx-auto flex max-w-7xl flex-col gap-5 px-4 py-12 sm:px-6 sm:py-20 lg:py-24">
        {/* The placeholders take the exact room of what replaces them: nothing below moves (CLS). */}
        {store ? (
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100">
            <BoltIcon className="size-4 text-accent" />
            {t('home.experience', { years: formatNumber(store.yearsOfExperience, lang) })}
          </p>
        ) : (
          <Skeleton className="h-7 w-48 rounded-full bg-white/10" />
        )}
        {store ? (
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl sm:leading-tight">
            {bilingual(store.tagline)}
          </h1>
        ) : (
          // Two lines of the heading's own font size and line height.
          <div
            className="flex h-[2lh] max-w-2xl flex-col justify-around text-3xl leading-tight sm:text-5xl sm:leading-tight"
            aria-hidden="true"
          >
            <Skeleton className="h-[0.8lh] w-full bg-white/15" />
            <Skeleton className="h-[0.8lh] w-2/3 bg-white/15" />
          </div>
        )}
        <p className="max-w-2xl text-lg leading-relaxed text-brand-50">{t('home.heroText')}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <ButtonLink to="/products" variant="accent" size="lg">
            {t('home.shopNow')}
            <ArrowIcon className="size-5 rtl:rotate-180" />
          </ButtonLink>
          <ButtonLink to="/contact" variant="inverted" size="lg">
            {t('home.contactUs')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
