import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';

/** Friendly "not found" for an unknown product or category, with ways back into the shop. */
export function CatalogNotFound({
  title,
  text,
  extraAction,
}: {
  title: string;
  text: string;
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl py-6 sm:py-10">
      <EmptyState
        role="alert"
        icon={<SearchIcon className="size-7" />}
        title={<span className="text-2xl">{title}</span>}
        description={text}
        action={
          <>
            <ButtonLink to="/products">{t('notFound.browseProducts')}</ButtonLink>
            {extraAction}
            <ButtonLink to="/" variant="secondary">
              {t('errorPage.goHome')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
