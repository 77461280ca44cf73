import { useDeferredValue, useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Language } from '../../../../../shared/constants';
import { fillStorePlaceholders } from '../../../../../shared/legal';
import { renderMarkdown } from '../../../../../shared/markdown';
import type { StoreProfile } from '../../../../../shared/schemas/site';
import { MarkdownContent } from '../../../../components/markdown-content';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/translation';

interface MarkdownPaneProps {
  lang: Language;
  value: string;
  field: UseFormRegisterReturn;
  error?: string;
  /** The saved profile, so the preview shows the placeholders filled in as visitors will. */
  store: StoreProfile | undefined;
}

/**
 * One language of a legal page: the Markdown and, beside it, the preview made by the same renderer
 * and the same placeholder filling the server uses for the public page.
 */
export function MarkdownPane({ lang, value, field, error, store }: MarkdownPaneProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  // Long pages stay smooth to type in: the preview catches up when the browser is idle.
  const deferred = useDeferredValue(value);
  const html = useMemo(
    () => renderMarkdown(fillStorePlaceholders(deferred, store, lang)),
    [deferred, store, lang],
  );
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {t('admin.settings.legalPages.markdown')}
          <span className="sr-only">
            {' '}
            – {t(`admin.settings.store.${lang === 'ar' ? 'arabic' : 'english'}`)}
          </span>
        </label>
        <textarea
          id={id}
          lang={lang}
          dir={dir}
          rows={24}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={cn(
            'block min-h-80 w-full flex-1 rounded-lg border bg-white px-3 py-2 font-mono text-sm leading-relaxed text-ink',
            'focus-visible:outline-2 focus-visible:outline-offset-1',
            error
              ? 'border-red-600 focus-visible:outline-red-600'
              : 'border-slate-300 focus-visible:outline-brand-700',
          )}
          {...field}
        />
        <p
          id={messageId}
          className={error ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}
        >
          {error ?? t('admin.settings.legalPages.markdownHelp')}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
          {t('admin.settings.legalPages.preview')}
        </p>
        <section
          aria-label={t('admin.settings.legalPages.preview')}
          className="max-h-[40rem] min-h-80 flex-1 overflow-y-auto rounded-lg border border-dashed border-slate-300 bg-white p-4"
        >
          {deferred.trim() ? (
            <MarkdownContent html={html} lang={lang} />
          ) : (
            <p className="text-slate-500">{t('admin.settings.legalPages.previewEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
