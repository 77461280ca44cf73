import { useDeferredValue, useId, useMemo, useState } from 'react';
import { renderMarkdown } from '../../../../../shared/markdown';
import { MarkdownContent } from '../../../../components/markdown-content';
import { panelId, TabList, tabId } from '../../../../components/ui/tabs';
import { cn } from '../../../../lib/cn';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import { dirOf } from '../../../blog';
import type { PostForm } from './post-form-values';

type Pane = 'write' | 'preview';

/**
 * The Markdown textarea and its live preview: side by side on wide screens, as two tabs on
 * phones. The preview runs the very renderer the server uses, so it shows what readers will get.
 */
export function MarkdownField({ form }: { form: PostForm }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const idBase = useId();
  const inputId = useId();
  const [pane, setPane] = useState<Pane>('write');
  const language = form.watch('language') === 'en' ? 'en' : 'ar';
  const title = form.watch('title') ?? '';
  // Typing stays smooth in long articles: the preview catches up when the browser is idle.
  const content = useDeferredValue(form.watch('content') ?? '');
  const html = useMemo(() => renderMarkdown(content), [content]);
  const error = errorText(form.formState.errors.content);
  const messageId = `${inputId}-message`;
  const panel = (value: Pane) => ({
    role: 'tabpanel' as const,
    id: panelId(idBase, value),
    'aria-labelledby': tabId(idBase, value),
    className: cn('min-w-0 flex-col gap-1.5', pane === value ? 'flex' : 'hidden lg:flex'),
  });

  return (
    <div className="flex flex-col gap-3">
      <TabList
        className="lg:hidden"
        idBase={idBase}
        label={t('admin.blogEditor.contentTabs')}
        selected={pane}
        onSelect={setPane}
        items={[
          { value: 'write', label: t('admin.blogEditor.write') },
          { value: 'preview', label: t('admin.blogEditor.preview') },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <div {...panel('write')}>
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
            {t('admin.blogEditor.content')}
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          </label>
          <textarea
            id={inputId}
            rows={20}
            lang={language}
            dir={dirOf(language)}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            className={cn(
              'block min-h-96 w-full flex-1 rounded-lg border bg-white px-3 py-2 text-base leading-relaxed text-ink',
              'focus-visible:outline-2 focus-visible:outline-offset-1',
              error
                ? 'border-red-600 focus-visible:outline-red-600'
                : 'border-slate-300 focus-visible:outline-brand-700',
            )}
            {...form.register('content')}
          />
          <p
            id={messageId}
            className={error ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}
          >
            {error ?? t('admin.blogEditor.markdownHelp')}
          </p>
        </div>
        <div {...panel('preview')}>
          {/* Phones already say it on the tab. */}
          <p className="hidden text-sm font-semibold text-slate-800 lg:block" aria-hidden="true">
            {t('admin.blogEditor.preview')}
          </p>
          <section
            aria-label={t('admin.blogEditor.preview')}
            aria-live="off"
            className="min-h-96 flex-1 overflow-y-auto rounded-lg border border-dashed border-slate-300 bg-white p-4 lg:max-h-[42rem]"
          >
            <h2
              lang={language}
              dir={dirOf(language)}
              className="mb-4 text-2xl font-extrabold leading-tight text-ink"
            >
              {title || t('admin.blogEditor.untitled')}
            </h2>
            {content.trim() ? (
              <MarkdownContent html={html} lang={language} />
            ) : (
              <p className="text-slate-500">{t('admin.blogEditor.previewEmpty')}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
