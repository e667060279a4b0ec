/**
 * What the creator's proposal-list stories (all proposals, one category) share: the list's
 * answers with every request's query kept, the URL the list writes, the padded frame and the
 * links a card makes. For stories only.
 */
import type { Decorator } from '@storybook/react-vite';
import type { CreatorProposal } from '../creator-proposals/proposal-labels';
import { creatorProposalsHandler } from './proposals-handler';
import { lastWriteOf, phone } from './screen-stories';
import { searchLog } from './list-stories';

/** The page's padding around the screen. */
const padded: Decorator = (Story) => (
  <div className="p-4 sm:p-6">
    <Story />
  </div>
);

/** The list's stories' shared parts; `items` are what the list answers by default. */
export function proposalListStories(items: readonly CreatorProposal[]) {
  /** Every list request's query, in order (to check what was sent). */
  const requests: URLSearchParams[] = [];
  /** The list's query in the URL: where each story starts (`parameters.search`) and what it wrote. */
  const url = searchLog();
  /** Answers like the server: the filters, the search, the sort and the pages. */
  const listHandler = (answer: readonly CreatorProposal[] = items) =>
    creatorProposalsHandler(answer, (params) => requests.push(params));
  /** For the meta's `beforeEach`: no requests, no writes yet. */
  const reset = () => {
    requests.length = 0;
    url.clear();
  };
  return {
    requests,
    url,
    listHandler,
    /** The URL's query after the last write, as an object (defaults are left out of the URL). */
    lastWrite: () => lastWriteOf(url),
    /** The meta's frame, phone, fresh logs and the default answer (`...listMeta`). */
    listMeta: {
      decorators: [url.decorator, padded],
      globals: phone,
      beforeEach: reset,
      parameters: { msw: { handlers: [listHandler()] } },
    },
    /** The links a card makes. */
    cardHrefs: {
      proposalHref: (id: number) => `/app/creator/proposals/${id}`,
      categoryHref: (id: number) => `/app/creator/categories/${id}`,
    },
  };
}
