import type { StoreProfile } from '../../../../../shared/schemas/site';
import { BoltIcon } from '../../../../components/ui/icons';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual, useLang } from '../../../../lib/use-lang';

/** The store's name as the page's h1, its tagline, and the years-of-experience badge. */
export function AboutHero({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  const bilingual = useBilingual();
  const years = formatNumber(store.yearsOfExperience, lang);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <BoltIcon
        className="pointer-events-none absolute -start-16 -bottom-20 size-80 text-white/5"
        strokeWidth={1}
      />
      <div className="relative mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:flex-row lg:items-center lg:justify-between lg:py-20">
        <div className="flex max-w-3xl flex-col gap-4">
          <p className="text-sm font-bold uppercase tracking-wider text-accent">
            {t('about.eyebrow')}
          </p>
          <h1 className="text-3xl font-extrabold leading-tight sm:text-5xl sm:leading-tight">
            {bilingual(store.name)}
          </h1>
          <p className="text-lg leading-relaxed text-brand-50 sm:text-xl">
            {bilingual(store.tagline)}
          </p>
        </div>
        {/* Screen readers get the sentence; the big number and its label are the same words. */}
        <p className="flex size-40 shrink-0 flex-col items-center justify-center self-start rounded-full bg-accent text-center text-ink shadow-xl ring-8 ring-white/10 sm:size-48 lg:self-center">
          <span className="sr-only">{t('about.experience', { years })}</span>
          <span aria-hidden="true" className="text-5xl font-black leading-none sm:text-6xl">
            {t('about.yearsValue', { years })}
          </span>
          <span aria-hidden="true" className="mt-2 max-w-28 text-sm font-bold leading-snug">
            {t('about.yearsLabel')}
          </span>
        </p>
      </div>
    </section>
  );
}
