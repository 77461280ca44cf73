import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchIcon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundContent() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <EmptyState
        icon={<SearchIcon className="size-7" />}
        title={<span className="text-2xl">{t('notFound.title')}</span>}
        description={t('notFound.message')}
        action={
          <>
            <ButtonLink to="/">{t('errorPage.goHome')}</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              {t('notFound.browseProducts')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
