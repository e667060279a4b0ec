import { useEffect, useEffectEvent, useId, useState, type SubmitEvent } from 'react';
import { Input } from '../../components/input/input';
import { cn } from '../../lib/cn';

/** How long typing must pause before a search is sent. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The visible label, e.g. "Search brands" (also the search box's name). */
  label: string;
  /** The search in effect (from the URL); the box follows it when it changes from outside. */
  value: string;
  /** A new search: after a pause in typing, or at once on Enter. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** How long typing must pause, in milliseconds. */
  delayMs?: number;
  maxLength?: number;
  className?: string;
}

/**
 * A labelled search box in a `role="search"` form that keeps what is typed and sends it after
 * a pause (Enter sends it at once). When `value` changes from outside (Clear search, the back
 * button) the box shows it.
 */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  delayMs = LIST_SEARCH_DEBOUNCE_MS,
  maxLength = 200,
  className,
}: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text !== value) onSearch(text);
  };

  return (
    <form role="search" onSubmit={submit} className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
