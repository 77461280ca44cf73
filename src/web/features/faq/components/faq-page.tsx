import { useDeferredValue, useId, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon } from '../../../components/ui/icons';
import { HelpIcon } from '../../../components/ui/more-icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { fieldControlClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTypedBeforeHydration } from '../../../lib/hydration';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useFaqs } from '../api';
import { searchFaqs } from '../faq-search';
import { FaqAccordion } from './faq-accordion';

/** A search this narrow shows its answers straight away. */
const OPEN_RESULTS_UP_TO = 3;

/** /faq: a search over both languages (in the browser: the list is short), then the categories. */
export function FaqPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const searchId = useId();
  const query = useFaqs();
  const [text, setText] = useState('');
  useTypedBeforeHydration(searchId, setText);
  const search = useDeferredValue(text.trim());

  if (query.isPending) return <FaqSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('faq.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const groups = searchFaqs(query.data.groups, search);
  const found = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <div className="flex flex-col gap-8">
      <search className="flex flex-col gap-2">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          {t('faq.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            className={cn(fieldControlClasses(false), 'h-12 ps-10')}
          />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {search ? t('faq.results', { count: found, formatted: formatNumber(found, lang) }) : ''}
        </p>
      </search>

      {groups.length === 0 ? (
        <EmptyState
          icon={<SearchIcon className="size-7" />}
          title={t(search ? 'faq.noResults' : 'faq.empty')}
          description={search ? t('faq.noResultsText') : undefined}
          action={
            search ? (
              <Button variant="secondary" onClick={() => setText('')}>
                {t('faq.clearSearch')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        // A new search starts with fresh open/closed states.
        <div key={search} className="flex flex-col gap-8">
          {groups.map((group) => (
            <section
              key={group.category}
              aria-labelledby={`faq-${group.category}`}
              className="flex flex-col gap-3"
            >
              <h2 id={`faq-${group.category}`} className="text-xl font-extrabold text-ink">
                {t(`faq.categories.${group.category}`)}
              </h2>
              <FaqAccordion
                items={group.items}
                openAll={Boolean(search) && found <= OPEN_RESULTS_UP_TO}
              />
            </section>
          ))}
        </div>
      )}

      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-800">
          <HelpIcon className="size-6" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <p className="font-bold text-ink">{t('faq.stillQuestions')}</p>
          <p className="text-sm text-slate-700">{t('faq.stillQuestionsText')}</p>
        </div>
        <ButtonLink to="/contact">{t('faq.contactUs')}</ButtonLink>
      </div>
    </div>
  );
}

function FaqSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-6">
      <Skeleton className="h-12 w-full rounded-lg" />
      {['a', 'b'].map((key) => (
        <div key={key} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
