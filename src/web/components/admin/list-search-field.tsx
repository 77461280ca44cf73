import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { SearchIcon } from '../ui/icons';
import { fieldControlClasses } from '../ui/text-field';

export const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchFieldProps {
  label: string;
  placeholder: string;
  /** The search of the URL; the box follows it when it changes elsewhere (Back, Clear). */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}

/** An admin list's search box: sends the trimmed text after a pause in typing. */
export function ListSearchField({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: ListSearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so a parent passing a new arrow each render does not restart the pause.
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const trimmed = text.trim();
      if (trimmed === sent.current) return;
      sent.current = trimmed;
      search.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={cn(fieldControlClasses(false), 'ps-10')}
        />
      </div>
    </div>
  );
}
