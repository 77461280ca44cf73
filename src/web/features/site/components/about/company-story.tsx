import type { StoreProfile } from '../../../../../shared/schemas/site';
import { BoltIcon } from '../../../../components/ui/icons';
import { EyeIcon } from '../../../../components/ui/more-icons';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual, useLang } from '../../../../lib/use-lang';

/** The about text (its paragraphs as the admin wrote them) beside two key figures. */
export function CompanyStory({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  const bilingual = useBilingual();
  const paragraphs = bilingual(store.about)
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const figures = [
    {
      value: t('about.yearsValue', { years: formatNumber(store.yearsOfExperience, lang) }),
      label: t('about.yearsLabel'),
    },
    { value: formatNumber(store.partners.length, lang), label: t('about.partnersLabel') },
  ];
  return (
    <section
      aria-labelledby="about-story"
      className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
    >
      <div className="flex flex-col gap-4">
        <h2 id="about-story" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('about.storyTitle')}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse gap-1 rounded-2xl border border-brand-100 bg-brand-50 p-5"
          >
            <dt className="text-sm font-semibold text-brand-900">{figure.label}</dt>
            <dd className="text-4xl font-black text-brand-800">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Mission and vision as two cards: the dark one leads, the light one follows. */
export function MissionVision({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  const cards = [
    {
      id: 'about-mission',
      title: t('about.missionTitle'),
      text: bilingual(store.mission),
      Icon: BoltIcon,
      className: 'bg-brand-900 text-white',
      iconClass: 'bg-accent text-ink',
      textClass: 'text-brand-50',
    },
    {
      id: 'about-vision',
      title: t('about.visionTitle'),
      text: bilingual(store.vision),
      Icon: EyeIcon,
      className: 'border border-amber-200 bg-amber-50 text-ink',
      iconClass: 'bg-brand-800 text-white',
      textClass: 'text-slate-700',
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {cards.map(({ id, title, text, Icon, className, iconClass, textClass }) => (
        <section
          key={id}
          aria-labelledby={id}
          className={`flex flex-col gap-4 rounded-2xl p-6 shadow-sm sm:p-8 ${className}`}
        >
          <span className={`flex size-12 items-center justify-center rounded-xl ${iconClass}`}>
            <Icon className="size-6" />
          </span>
          <h2 id={id} className="text-xl font-extrabold sm:text-2xl">
            {title}
          </h2>
          <p className={`text-lg leading-relaxed ${textClass}`}>{text}</p>
        </section>
      ))}
    </div>
  );
}
