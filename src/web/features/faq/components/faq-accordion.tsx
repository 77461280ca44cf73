import { useId, useState } from 'react';
import type { Faq } from '../../../../shared/schemas/faq';
import { ChevronIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { pickLocalized, useLang } from '../../../lib/use-lang';

interface FaqAccordionProps {
  items: Faq[];
  /** Start with every answer open (a narrow search result). */
  openAll?: boolean;
}

/**
 * Questions as disclosure buttons (aria-expanded / aria-controls) over their answers; any number
 * may be open at once, so comparing two answers is easy.
 */
export function FaqAccordion({ items, openAll = false }: FaqAccordionProps) {
  const lang = useLang();
  const baseId = useId();
  const [open, setOpen] = useState(() => new Set(openAll ? items.map((faq) => faq.id) : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((faq) => {
        const expanded = open.has(faq.id);
        const answerId = `${baseId}-${faq.id}`;
        return (
          <li key={faq.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(faq.id)}
                className="flex w-full items-center gap-3 px-4 py-4 text-start font-semibold text-ink hover:bg-slate-50 focus-visible:outline-offset-[-2px] sm:px-5"
              >
                <span className="flex-1">
                  {pickLocalized(lang, faq.questionEn, faq.questionAr)}
                </span>
                <ChevronIcon
                  className={cn(
                    'size-5 shrink-0 text-brand-800 transition-transform',
                    expanded ? '-rotate-90' : 'rotate-90',
                  )}
                />
              </button>
            </h3>
            <div
              id={answerId}
              hidden={!expanded}
              className="whitespace-pre-line px-4 pb-5 leading-relaxed text-slate-700 sm:px-5"
            >
              {pickLocalized(lang, faq.answerEn, faq.answerAr)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
