import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Language } from '../../../../../shared/constants';
import { STORE_PLACEHOLDERS } from '../../../../../shared/legal';
import {
  type AdminLegalPage,
  type LegalPageInput,
  legalPageInputSchema,
} from '../../../../../shared/schemas/company';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { ShopTime } from '../../../../components/shop-time';
import { Button } from '../../../../components/ui/button';
import { panelId, TabList, tabId } from '../../../../components/ui/tabs';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../../../../lib/form-errors';
import { useSiteInfo } from '../../../../lib/site-info';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { useSaveLegalPage } from '../../company-api';
import { MarkdownPane } from './markdown-pane';

const LANGUAGES: Language[] = ['ar', 'en'];

/** Both languages of one legal page, saved together; the tab follows the first error. */
export function LegalPageEditor({ page }: { page: AdminLegalPage }) {
  const { t } = useTranslation();
  const uiLang = useLang();
  const errorText = useFieldErrorText();
  const idBase = useId();
  const [lang, setLang] = useState<Language>(uiLang);
  const { data: site } = useSiteInfo();
  const save = useSaveLegalPage(page.slug);
  const form = useForm<LegalPageInput>({
    resolver: schemaResolver(legalPageInputSchema),
    defaultValues: { en: page.en, ar: page.ar },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const values = form.watch();

  useEffect(() => {
    form.reset({ en: page.en, ar: page.ar });
  }, [page, form]);

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync(input);
        toast.success(t('admin.settings.saved'));
      } catch (error) {
        const unmatched = isApiError(error)
          ? applyServerErrors(error.errors, ['en', 'ar'], form.setError, t('errors.invalid'))
          : [];
        toastFailure(t('admin.settings.errors.update'), error, unmatched);
      }
    },
    (invalid) => {
      if (!invalid[lang]) setLang(invalid.ar ? 'ar' : 'en');
    },
  );

  const languageName = (l: Language) =>
    t(`admin.settings.store.${l === 'ar' ? 'arabic' : 'english'}`);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{t('admin.settings.legalPages.placeholders')}</span>
        {STORE_PLACEHOLDERS.map((name) => (
          <code
            key={name}
            dir="ltr"
            className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-ink"
          >
            {`{{${name}}}`}
          </code>
        ))}
      </div>
      <TabList
        idBase={idBase}
        label={t('admin.settings.legalPages.languagesLabel')}
        selected={lang}
        onSelect={setLang}
        items={LANGUAGES.map((l) => ({
          value: l,
          label: (
            <>
              {languageName(l)}
              {errors[l] ? (
                <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
              ) : null}
            </>
          ),
        }))}
      />
      {LANGUAGES.map((l) => (
        <div
          key={l}
          role="tabpanel"
          id={panelId(idBase, l)}
          aria-labelledby={tabId(idBase, l)}
          hidden={l !== lang}
        >
          <MarkdownPane
            lang={l}
            value={values[l] ?? ''}
            field={form.register(l)}
            error={errorText(errors[l])}
            store={site?.store}
          />
        </div>
      ))}
      {LANGUAGES.filter((l) => l !== lang && errors[l]).map((l) => (
        <p key={l} role="alert" className="text-sm font-medium text-red-700">
          {t('admin.settings.legalPages.emptyLanguage', { language: languageName(l) })}
        </p>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {page.updatedAt ? (
            <>
              {t('admin.settings.updatedAt')} <ShopTime value={page.updatedAt} />
            </>
          ) : (
            t('admin.settings.neverUpdated')
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={`/${page.slug}`}
            target="_blank"
            className="text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            {t('admin.settings.legalPages.viewPage')}
          </Link>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('admin.actions.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
