import { plural } from '../../lib/format';
import type { ViewState } from '../../lib/view-state';

/** A noun's two forms, e.g. `['brand', 'brands']`. */
export type Noun = readonly [one: string, many: string];

export interface ResultSummaryProps {
  state: ViewState<{ meta: { total: number } }>;
  noun: Noun;
  /** Said while loading (or refreshing); `Loading <many>…` by default. */
  loadingText?: string;
  /** A filter or search is on: the count says "found" ("1 brand found"). */
  filtered?: boolean;
  /** Said first, e.g. "Forn Sant Pau was deleted." */
  notice?: string | null;
}

/** The summary line: "Loading brands…", "3 brands", "1 brand found"; what it says is announced. */
export function resultSummaryText({
  state,
  noun,
  loadingText = `Loading ${noun[1]}…`,
  filtered = false,
}: Omit<ResultSummaryProps, 'notice'>): string {
  if (state.status === 'loading') return loadingText;
  if (state.status !== 'success') return '';
  if (state.refreshing) return loadingText;
  return plural(state.data.meta.total, noun[0], noun[1]) + (filtered ? ' found' : '');
}

/** A `role="status"` line with the count (and a notice before it); hidden when it says nothing. */
export function ResultSummary({ notice, ...props }: ResultSummaryProps) {
  return (
    <p role="status" data-slot="result-summary" className="text-sm text-muted empty:hidden">
      {notice && <span data-slot="result-notice">{notice}</span>}
      {notice && ' '}
      {resultSummaryText(props)}
    </p>
  );
}
