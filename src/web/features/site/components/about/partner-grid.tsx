import type { StoreProfile } from '../../../../../shared/schemas/site';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual } from '../../../../lib/use-lang';

/** Partners have no logos in the profile: their initials stand in, in the brand's colors. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

export function PartnerGrid({ partners }: { partners: StoreProfile['partners'] }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="about-partners" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="about-partners" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('about.partnersTitle')}
        </h2>
        <p className="max-w-2xl text-slate-600">{t('about.partnersIntro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {partners.map((partner) => {
          const name = bilingual(partner.name);
          const description = bilingual(partner.description);
          return (
            <li
              key={partner.name.en || partner.name.ar}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-black text-brand-900"
              >
                {initials(name)}
              </span>
              <h3 className="text-lg font-bold text-ink">{name}</h3>
              {description ? (
                <p className="text-sm leading-relaxed text-slate-600">{description}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
