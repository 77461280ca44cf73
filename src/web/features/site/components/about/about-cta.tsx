import { ButtonLink } from '../../../../components/ui/button';
import { ArrowIcon } from '../../../../components/ui/icons';
import { useTranslation } from '../../../../lib/translation';

/** The page ends where a visitor's next step is: advice from a person, or the products. */
export function AboutCta() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="about-cta"
      className="flex flex-col gap-5 rounded-3xl bg-gradient-to-br from-brand-900 to-brand-800 p-6 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex max-w-2xl flex-col gap-2">
        <h2 id="about-cta" className="text-2xl font-extrabold sm:text-3xl">
          {t('about.ctaTitle')}
        </h2>
        <p className="text-lg leading-relaxed text-brand-50">{t('about.ctaText')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/contact" variant="accent" size="lg">
          {t('about.ctaContact')}
          <ArrowIcon className="size-5 rtl:rotate-180" />
        </ButtonLink>
        <ButtonLink to="/products" variant="inverted" size="lg">
          {t('about.ctaShop')}
        </ButtonLink>
      </div>
    </section>
  );
}
