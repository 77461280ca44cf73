import { PageContainer, PageHeader } from '../../components/page-header';
import { BoltIcon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/translation';

interface PlaceholderPageProps {
  /** i18n key prefix holding `title` and `intro`, e.g. 'pages.about'. */
  page: string;
  /** Admin pages sit inside the admin chrome, which has its own padding. */
  bare?: boolean;
}

/** A page whose content arrives with a later issue: a real title and one friendly line. */
export function PlaceholderPage({ page, bare = false }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <PageHeader title={t(`${page}.title`)} />
      <div className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
          <BoltIcon className="size-6" />
        </span>
        <p className="self-center text-lg text-slate-700">{t(`${page}.intro`)}</p>
      </div>
    </>
  );
  return bare ? (
    <div className="flex flex-col gap-6">{content}</div>
  ) : (
    <PageContainer>{content}</PageContainer>
  );
}
