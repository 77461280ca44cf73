import type { FaqGroups } from '../../../../../shared/schemas/faq';
import { ButtonLink } from '../../../../components/ui/button';
import { ArrowIcon } from '../../../../components/ui/icons';
import { ChevronIcon, HelpIcon } from '../../../../components/ui/more-icons';
import { useTranslation } from '../../../../lib/translation';
import { pickLocalized, useLang } from '../../../../lib/use-lang';
import { useFaqs } from '../../../faq';

const TEASER_SIZE = 4;

/** The first questions, general ones first: a taste of the FAQ page, not a copy of it. */
const firstQuestions = (data: FaqGroups | undefined) =>
  [...(data?.groups ?? [])]
    .sort((a, b) => Number(b.category === 'general') - Number(a.category === 'general'))
    .flatMap((group) => group.items)
    .slice(0, TEASER_SIZE);

export function FaqTeaser() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useFaqs();
  const questions = firstQuestions(data);
  return (
    <section
      aria-labelledby="about-faq"
      className="grid gap-6 rounded-3xl bg-slate-100 p-5 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="flex flex-col items-start gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-800 shadow-sm">
          <HelpIcon className="size-6" />
        </span>
        <h2 id="about-faq" className="text-2xl font-extrabold text-ink sm:text-3xl">
          {t('about.faqTitle')}
        </h2>
        <p className="text-slate-600">{t('about.faqIntro')}</p>
        <ButtonLink to="/faq" variant="secondary" className="mt-2">
          {t('about.faqAll')}
          <ArrowIcon className="size-5 rtl:rotate-180" />
        </ButtonLink>
      </div>
      {questions.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {questions.map((faq) => (
            <li key={faq.id}>
              <details className="group rounded-2xl bg-white shadow-sm">
                <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-4 font-semibold text-ink hover:bg-slate-50 sm:px-5 [&::-webkit-details-marker]:hidden">
                  <span className="flex-1">
                    {pickLocalized(lang, faq.questionEn, faq.questionAr)}
                  </span>
                  <ChevronIcon className="size-5 shrink-0 rotate-90 text-brand-800 transition-transform group-open:-rotate-90" />
                </summary>
                <p className="whitespace-pre-line px-4 pb-5 leading-relaxed text-slate-700 sm:px-5">
                  {pickLocalized(lang, faq.answerEn, faq.answerAr)}
                </p>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
