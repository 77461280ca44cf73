import { type RefObject, useEffect, useMemo, useState } from 'react';
import { SUGGEST_MIN_LENGTH } from '../../../../shared/schemas/search';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatEgp, formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useSuggestions } from '../api/suggest';

const DEBOUNCE_MS = 180;

export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

/** What the header's input hands to the list: a key (true when the list used it), Enter. */
export interface SuggestKeys {
  key(key: string): boolean;
  /** Enter with no option chosen: true when the list went somewhere (a redirect). */
  submit(): boolean;
}

interface Option {
  key: string;
  to: string;
  kind: 'product' | 'category' | 'more';
  label: string;
  detail?: string;
  thumbUrl?: string | null;
}

interface Props {
  text: string;
  listId: string;
  open: boolean;
  keys: RefObject<SuggestKeys | null>;
  onState(state: ComboboxState): void;
  onPick(to: string): void;
}

/** The suggestions list of the header search (lazy chunk): ARIA listbox, keyboard driven. */
export default function SuggestPopup({ text, listId, open, keys, onState, onPick }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [query, setQuery] = useState(text.trim());
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setDismissed(false);
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggest = useSuggestions(query, lang);
  const data = query.length >= SUGGEST_MIN_LENGTH ? suggest.data : undefined;
  const settled = query === text.trim() && !suggest.isPlaceholderData;

  const options = useMemo<Option[]>(() => {
    if (!data) return [];
    const list: Option[] = [];
    if (data.redirect) {
      list.push({
        key: `r-${data.redirect.slug}`,
        to: `/category/${data.redirect.slug}`,
        kind: 'category',
        label: localized(data.redirect, 'name', lang),
        detail: t('search.goToCategory'),
      });
    }
    for (const p of data.products) {
      list.push({
        key: `p-${p.id}`,
        to: `/products/${p.id}`,
        kind: 'product',
        label: p.name,
        detail: formatEgp(p.price, lang),
        thumbUrl: p.thumbUrl,
      });
    }
    for (const c of data.categories) {
      if (data.redirect?.slug === c.slug) continue;
      list.push({
        key: `c-${c.slug}`,
        to: `/category/${c.slug}`,
        kind: 'category',
        label: localized(c, 'name', lang),
        detail: t('search.category'),
      });
    }
    if (data.didYouMean) {
      list.push({
        key: 'dym',
        to: `/products?search=${encodeURIComponent(data.didYouMean)}`,
        kind: 'more',
        label: t('search.didYouMean', { query: data.didYouMean }),
      });
    } else if (data.products.length > 0) {
      list.push({
        key: 'all',
        to: `/products?search=${encodeURIComponent(query)}`,
        kind: 'more',
        label: t('search.seeAll', { query }),
      });
    }
    return list;
  }, [data, lang, t, query]);

  // Other options (not the same ones answered again): none active.
  const optionKeys = options.map((o) => o.key).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the options shown
  useEffect(() => setActive(-1), [optionKeys]);

  const expanded = open && !dismissed && text.trim().length >= SUGGEST_MIN_LENGTH;
  const optionId = (index: number) => `${listId}-${index}`;
  const showList = expanded && options.length > 0;

  const activeId = showList && active >= 0 ? optionId(active) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported only when they change
  useEffect(() => onState({ expanded: showList, activeId }), [showList, activeId]);

  keys.current = {
    key(key) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        if (!options.length) return false;
        const last = options.length - 1;
        if (!showList) {
          // Closed (Escape): the arrow opens the list on its first or last option.
          setDismissed(false);
          setActive(key === 'ArrowDown' ? 0 : last);
          return true;
        }
        setActive((current) =>
          key === 'ArrowDown'
            ? current >= last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1,
        );
        return true;
      }
      if (key === 'Enter' && showList && active >= 0 && options[active]) {
        onPick(options[active].to);
        return true;
      }
      if (key === 'Escape' && showList) {
        setDismissed(true);
        return true;
      }
      return false;
    },
    submit() {
      if (settled && data?.redirect) {
        onPick(`/category/${data.redirect.slug}`);
        return true;
      }
      return false;
    },
  };

  let status = '';
  if (expanded && settled && data) {
    status =
      data.products.length === 0 && !data.didYouMean
        ? t('search.noSuggestions')
        : t('search.count', {
            count: data.products.length,
            formatted: formatNumber(data.products.length, lang),
          });
  }

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl md:w-[26rem] md:max-w-[calc(100vw-2rem)] md:end-0 md:start-auto md:inset-x-auto lg:start-0 lg:end-auto"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the combobox (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown would blur the box (and close the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.to)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2',
              index === active ? 'bg-brand-50' : 'hover:bg-slate-50',
              option.kind === 'more' &&
                'mt-1 border-t border-slate-100 font-semibold text-brand-800',
            )}
          >
            {option.kind === 'product' ? (
              option.thumbUrl ? (
                <img
                  src={option.thumbUrl}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 shrink-0 rounded-md bg-slate-100 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-slate-100" />
              )
            ) : null}
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-semibold text-ink">{option.label}</span>
              {option.detail ? (
                <span className="truncate text-xs text-slate-600">{option.detail}</span>
              ) : null}
            </span>
          </div>
        ))}
      </div>
      {expanded && suggest.isFetching ? (
        <Spinner label={null} className="absolute end-3 top-1/2 size-4 -translate-y-1/2" />
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
