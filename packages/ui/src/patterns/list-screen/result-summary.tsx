import type { ViewState } from '../../lib/view-state';

/**
 * What a list says in words. Each is a whole message from the feature's catalog, so a translator
 * gets the sentence and its plural forms ("3 marques trobades"), never a noun glued to a count.
 */
export interface ListWords {
  /** The count: "3 brands", or, with a filter or search on, "1 brand found". */
  count: (total: number, found: boolean) => string;
  /** Said while the list loads or refreshes: "Loading brands…". */
  loading: string;
  /** Why a page past the last one is empty: "There are 3 pages of brands." */
  pages: (lastPage: number) => string;
}

export interface ResultSummaryProps {
  state: ViewState<{ meta: { total: number } }>;
  words: Pick<ListWords, 'count' | 'loading'>;
  /** A filter or search is on: the count says "found" ("1 brand found"). */
  filtered?: boolean;
  /** Said first, e.g. "Forn Sant Pau was deleted." */
  notice?: string | null;
}

/** The summary line: "Loading brands…", "3 brands", "1 brand found"; what it says is announced. */
export function resultSummaryText({
  state,
  words,
  filtered = false,
}: Omit<ResultSummaryProps, 'notice'>): string {
  if (state.status === 'loading') return words.loading;
  if (state.status !== 'success') return '';
  if (state.refreshing) return words.loading;
  return words.count(state.data.meta.total, filtered);
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
