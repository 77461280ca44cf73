import { Link } from 'react-router';
import type { RenderedMarkdown } from '../../../shared/markdown';
import type { LegalSlug } from '../../../shared/schemas/company';
import { LoadError } from '../../components/load-error';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useLegalPage } from '../../features/site/api/legal-page';
import { LegalDocument } from '../../features/site/components/legal/legal-document';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';

const OTHER: Record<LegalSlug, LegalSlug> = { privacy: 'terms', terms: 'privacy' };

/** /privacy and /terms: the admin's Markdown, rendered by the server, in the visitor's language. */
export function LegalRoute({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = useLegalPage(slug, lang);
  const title = t(`legal.${slug}.title`);
  const other = OTHER[slug];

  return (
    <PageContainer>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader
          title={title}
          description={
            <>
              {t(`legal.${slug}.intro`)}
              {page.data ? (
                <span className="mt-2 block text-sm font-semibold text-brand-800">
                  {t('legal.updatedAt', {
                    date: formatDate(page.data.updatedAt, lang, { dateStyle: 'long' }),
                  })}
                </span>
              ) : null}
            </>
          }
        />
        {page.data ? (
          <LegalDocument
            idBase={slug}
            html={page.data.html as RenderedMarkdown}
            lang={page.data.lang}
          />
        ) : page.isError ? (
          <LoadError
            title={title}
            message={t('legal.loadFailed')}
            onRetry={() => void page.refetch()}
            retrying={page.isFetching}
          />
        ) : (
          <SkeletonGroup className="flex flex-col gap-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-96 w-full rounded-2xl" />
          </SkeletonGroup>
        )}
        <aside className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 text-brand-950 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold">
            {t('legal.questions')}{' '}
            <Link to="/contact" className="text-brand-800 underline underline-offset-4">
              {t('legal.contactUs')}
            </Link>
          </p>
          <p className="text-sm">
            {t('legal.seeAlso')}{' '}
            <Link
              to={`/${other}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {t(`legal.${other}.title`)}
            </Link>
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
