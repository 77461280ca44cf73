import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useAdminSearch } from '../api';
import { type SearchKind, type SearchOption, searchOptions } from './search-options';

const DEBOUNCE_MS = 250;
// Under the box from sm up; on phones the box is narrow, so the list spans the top bar's width
// (the bar's backdrop filter makes it the containing block of `fixed`).
const POPUP =
  'absolute start-0 top-full z-50 mt-1 w-[28rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-xl max-sm:fixed max-sm:inset-x-3 max-sm:top-16 max-sm:w-auto max-sm:max-w-none';
const KINDS: SearchKind[] = ['orders', 'products', 'users'];

/**
 * The top bar's search (an ARIA combobox): orders by number, products by name, users by e-mail
 * or name. Arrows move through the hits, Enter opens the active one (or the first), Escape
 * closes; the focus stays in the box throughout.
 */
export function AdminSearchBox() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the list
  useEffect(() => setOpen(false), [pathname]);

  const search = useAdminSearch(query);
  const options = useMemo(() => searchOptions(search.data, t, lang), [search.data, t, lang]);
  // The hits answer the current text only once the pause has passed.
  const settled = query === text.trim() && !search.isPlaceholderData;
  const expanded = open && query.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new hits, no active one
  useEffect(() => setActive(-1), [options]);

  const go = (option: SearchOption | undefined) => {
    if (!option) return;
    setOpen(false);
    setText('');
    navigate(option.to);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current >= last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (settled) go(options[active] ?? options[0]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  // Shown when there is nothing to pick; otherwise only read out (how many hits).
  let status: string | null = null;
  let spoken = '';
  if (expanded && !options.length) {
    status =
      search.isFetching || !settled ? t('admin.search.searching') : t('admin.search.noResults');
  } else if (expanded && settled) {
    spoken = t('admin.search.count', { n: formatNumber(options.length, lang) });
  }

  return (
    <search className="relative min-w-0 max-w-md flex-1">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('admin.search.label')}
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t('admin.search.placeholder')}
        className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 ps-10 pe-9 text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      {expanded && search.isFetching ? (
        <Spinner label={null} className="absolute end-3 top-1/2 size-4 -translate-y-1/2" />
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('admin.search.results')}
        hidden={!expanded || !options.length}
        className={cn(POPUP, 'max-h-[70vh] overflow-y-auto p-1.5')}
      >
        {KINDS.map((kind) => {
          const group = options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => option.kind === kind);
          if (!group.length) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups, not a form fieldset
            <div key={kind} role="group" aria-labelledby={`${id}-${kind}`} className="py-1">
              <div
                id={`${id}-${kind}`}
                role="presentation"
                className="px-2.5 pb-1 text-xs font-bold uppercase tracking-wide text-slate-500"
              >
                {t(`admin.search.${kind}`)}
              </div>
              {group.map(({ option, index }) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the combobox (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // mousedown would blur the box (and close the list) before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-lg px-2.5 py-2',
                    index === active ? 'bg-brand-50' : 'hover:bg-slate-50',
                  )}
                >
                  <span className="truncate font-semibold text-ink">{option.label}</span>
                  <span className="truncate text-xs text-slate-600">{option.detail}</span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <p
        role="status"
        className={status ? cn(POPUP, 'px-3 py-2.5 text-sm text-slate-600') : 'sr-only'}
      >
        {status ?? spoken}
      </p>
    </search>
  );
}
