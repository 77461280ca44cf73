import {
  type FormEvent,
  type KeyboardEvent,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '../../../components/lazy-part';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import type { ComboboxState, SuggestKeys } from './suggest-popup';

// The suggestions (their query, list and keys) load on the first focus or keystroke: the home
// page's first load stays within its budget (decision 047).
// A popup whose file fails to arrive leaves the box working as a plain search (issue 24 item 1).
const SuggestPopup = lazyPart(async () => (await import('./suggest-popup')).default, {
  failed: 'none',
});

/** One per page (the header's): its ids are named here, as an island's must be. */
const SEARCH_ID = 'site-search';

/**
 * The storefront header's search (issue 23): a plain GET form to /products (works before the
 * app starts) that becomes an ARIA combobox with suggestions as the shopper types. On a phone an
 * icon opens it under the bar. An island on a server-rendered page (decision 080): a guest's
 * first tap or focus there is answered before the app starts.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = `${SEARCH_ID}-input`;
  const listId = `${SEARCH_ID}-list`;
  const [text, setText] = useState('');
  const [armed, setArmed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [combo, setCombo] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const keys = useRef<SuggestKeys | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Typed into the server's plain form before the app took over: the words are kept, so Enter
  // right after still searches for them (issue 24 item 5). Still in the box (a guest's tap on it
  // is what starts the app, decision 067): no focus event reached React, and the suggestions for
  // those words open as if it had.
  useLayoutEffect(() => {
    const field = input.current;
    if (field?.value) {
      setText(field.value);
      setArmed(true);
    }
    if (field && document.activeElement === field) {
      setArmed(true);
      setFocused(true);
    }
  }, []);

  const done = () => {
    setText('');
    setPhoneOpen(false);
    input.current?.blur();
  };
  const go = (to: string) => {
    done();
    navigate(to);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    if (keys.current?.submit()) return;
    go(`/products?search=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keys.current?.key(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape') {
      if (text) setText('');
      else setPhoneOpen(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
        aria-label={phoneOpen ? t('search.close') : t('search.open')}
        aria-expanded={phoneOpen}
        aria-controls={SEARCH_ID}
        onClick={() => {
          setArmed(true);
          setPhoneOpen((open) => !open);
          // After the form shows: focus it so the keyboard comes up.
          setTimeout(() => input.current?.focus(), 0);
        }}
      >
        {phoneOpen ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
      </button>
      <search
        id={SEARCH_ID}
        className={cn(
          'md:relative md:block md:w-64 lg:w-72 xl:min-w-36',
          phoneOpen
            ? 'absolute inset-x-0 top-full border-b border-slate-200 bg-white px-3 py-2 shadow-sm'
            : 'hidden',
        )}
      >
        <form action="/products" method="get" onSubmit={submit} className="relative">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            ref={input}
            id={inputId}
            type="search"
            name="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={combo.expanded}
            aria-controls={listId}
            aria-activedescendant={combo.activeId}
            enterKeyHint="search"
            maxLength={100}
            value={text}
            placeholder={t('search.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              setArmed(true);
              // Focused before the page hydrated: no focus event reached React.
              setFocused(true);
            }}
            onFocus={() => {
              setArmed(true);
              setFocused(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 ps-10 pe-4 text-base text-ink placeholder:text-slate-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 md:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
          {armed ? (
            <Suspense fallback={null}>
              <SuggestPopup
                text={text}
                listId={listId}
                open={focused}
                keys={keys}
                onState={(next) =>
                  setCombo((now) =>
                    now.expanded === next.expanded && now.activeId === next.activeId ? now : next,
                  )
                }
                onPick={go}
              />
            </Suspense>
          ) : null}
        </form>
      </search>
    </>
  );
}
