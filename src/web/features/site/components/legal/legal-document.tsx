import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../../../shared/constants';
import type { RenderedMarkdown } from '../../../../../shared/markdown';
import { MarkdownContent } from '../../../../components/markdown-content';
import { useTranslation } from '../../../../lib/translation';

interface Section {
  id: string;
  title: string;
}

/**
 * The rendered page with a table of contents of its h2 sections. The headings come from the
 * admin's Markdown, so they get their ids here, after rendering, rather than in the shared renderer.
 */
export function LegalDocument({
  idBase,
  html,
  lang,
}: {
  idBase: string;
  html: RenderedMarkdown;
  lang: Language;
}) {
  const { t } = useTranslation();
  const article = useRef<HTMLDivElement>(null);
  const [sections, setSections] = useState<Section[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headings change with the html
  useEffect(() => {
    const headings = article.current?.querySelectorAll('h2') ?? [];
    setSections(
      [...headings].map((heading, index) => {
        heading.id = `${idBase}-${index + 1}`;
        return { id: heading.id, title: heading.textContent ?? '' };
      }),
    );
  }, [html, idBase]);

  const toc =
    sections.length > 1 ? (
      <ol className="flex flex-col gap-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    ) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      {toc ? (
        <nav aria-label={t('legal.contents')} className="lg:sticky lg:top-24">
          <details className="rounded-xl border border-slate-200 bg-white p-3 lg:hidden">
            <summary className="cursor-pointer px-2 py-1 font-semibold text-ink">
              {t('legal.contents')}
            </summary>
            <div className="mt-2">{toc}</div>
          </details>
          <div className="hidden flex-col gap-2 lg:flex">
            <p className="px-2 text-sm font-bold uppercase tracking-wide text-slate-500">
              {t('legal.contents')}
            </p>
            {toc}
          </div>
        </nav>
      ) : null}
      <div
        ref={article}
        className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 [&_h2]:scroll-mt-24 [&_td]:min-w-36 [&_td>code]:whitespace-nowrap [&_th]:whitespace-nowrap"
      >
        <MarkdownContent html={html} lang={lang} />
      </div>
    </div>
  );
}
