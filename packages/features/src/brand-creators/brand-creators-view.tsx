import { FiltersPanel, FiltersToggle, useFilterFold } from '@colla/ui/patterns/filter-fold';
import type { components } from '@colla/api-client';
import { BARRIS, DISTRICTS, barrisOf, isBarri } from '@colla/api-client/places';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { UsersRound } from 'lucide-react';
import { Field } from '@colla/ui/components/field';
import { Select, type SelectOption } from '@colla/ui/components/select';
import type { ViewState } from '@colla/ui/lib/view-state';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import { CONTENT_LANGUAGE_LABELS } from '../lib/proposal-settings';
import {
  BRAND_CREATORS_SORTS,
  type BrandCreatorsQuery,
  type BrandCreatorsSort,
} from './brand-creators-search';
import { CreatorCard } from './creator-card';
import type { InviteDialogProps } from './invite-dialog';

export type CreatorCardPage = components['schemas']['CreatorCardPage'];
type Card = components['schemas']['CreatorCard'];

export const BRAND_CREATORS_TITLE = msg`Creators`;
export const BRAND_CREATORS_NO_MATCH = msg`No creators match these filters`;
export const BRAND_CREATORS_LOAD_ERROR_HEADING = msg`We couldn’t load the creators`;
export const BRAND_CREATORS_FORBIDDEN_MESSAGE = msg`Finding creators is for brands. Sign in with your brand account to search them.`;

const SORT_LABELS: Record<BrandCreatorsSort, MessageDescriptor> = {
  followers: msg`Most followers`,
  newest: msg`Newest on Colla`,
};

/** The follower ranges offered: at least `min`, at most `max`. */
export const FOLLOWER_RANGES = [
  { min: undefined, max: 5000 },
  { min: 5000, max: 20000 },
  { min: 20000, max: 50000 },
  { min: 50000, max: undefined },
] as const;

export type BrandCreatorsLinks = Pick<InviteDialogProps, 'newProposalHref'> & {
  profileHref: (username: string) => string;
};

export type BrandCreatorsViewProps = BrandCreatorsLinks &
  Pick<InviteDialogProps, 'proposals'> & {
    state: ViewState<CreatorCardPage>;
    query: BrandCreatorsQuery;
    /** Changes filters (back to page 1). */
    onFilter: (patch: Partial<BrandCreatorsQuery>) => void;
    onClear: () => void;
    onPageChange: (page: number) => void;
    pageHref?: (page: number) => string;
    categories: readonly { id: number; name: string }[] | undefined;
    onInvite: (creator: Card, proposalId: number, message: string) => Promise<unknown>;
    /** Said after an invitation, e.g. "Invitation sent to Laia Puig." */
    notice?: string | null;
  };

const ALL = 'all';
const rangeKey = (min: number | undefined, max: number | undefined) =>
  min === undefined && max === undefined ? ALL : `${min ?? ''}-${max ?? ''}`;

/** How many filters are on (the search and the sort apart). */
export function activeFilters(query: BrandCreatorsQuery): number {
  const range = query.min_followers !== undefined || query.max_followers !== undefined;
  const filters = [query.category_id, query.district, query.barri, query.platform, query.language];
  return filters.filter((value) => value !== undefined).length + (range ? 1 : 0);
}

/** Whether any filter or the search is on. */
export function isFiltered(query: BrandCreatorsQuery): boolean {
  const filters = [
    query.category_id,
    query.district,
    query.barri,
    query.platform,
    query.min_followers,
    query.max_followers,
    query.language,
  ];
  return query.search.trim() !== '' || filters.some((value) => value !== undefined);
}

/**
 * Brands find creators: search by name or username; filters by category, district and barri,
 * platform, followers and content language; a sort; and cards that open the profile and invite.
 */
export function BrandCreatorsView({
  state,
  query,
  onFilter,
  onClear,
  onPageChange,
  pageHref,
  categories,
  proposals,
  onInvite,
  notice,
  profileHref,
  newProposalHref,
}: BrandCreatorsViewProps) {
  const { i18n, t } = useLingui();
  const fold = useFilterFold();
  const rangeLabel = (min: number | undefined, max: number | undefined) => {
    const from = min === undefined ? '' : i18n.number(min);
    const to = max === undefined ? '' : i18n.number(max);
    if (min === undefined) return t`Up to ${to}`;
    if (max === undefined) return t`${from} or more`;
    return t`${from} to ${to}`;
  };
  const ranges: SelectOption[] = [
    { value: ALL, label: t`Any number` },
    ...FOLLOWER_RANGES.map(({ min, max }) => ({
      value: rangeKey(min, max),
      label: rangeLabel(min, max),
    })),
  ];
  const currentRange = rangeKey(query.min_followers, query.max_followers);
  // A range typed into the URL by hand is offered too, so the select shows it.
  if (!ranges.some((range) => range.value === currentRange)) {
    ranges.push({
      value: currentRange,
      label: rangeLabel(query.min_followers, query.max_followers),
    });
  }
  const barris = query.district ? barrisOf(query.district) : BARRIS;

  const count = activeFilters(query);
  const filters = (
    <div className="grid gap-2">
      {/* On a phone the filters fold behind this button, so the creators come first. */}
      <FiltersToggle fold={fold} count={count} className="w-fit" />
      <FiltersPanel fold={fold} className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Field label={t`Category`}>
          <Select
            value={query.category_id === undefined ? ALL : String(query.category_id)}
            onValueChange={(value) =>
              onFilter({ category_id: value === ALL ? undefined : Number(value) })
            }
            options={[
              { value: ALL, label: t`All categories` },
              ...(categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </Field>
        <Field label={t`District`}>
          <Select
            value={query.district ?? ALL}
            onValueChange={(value) =>
              onFilter({
                district: DISTRICTS.find((d) => d.code === value)?.code,
                barri: undefined,
              })
            }
            options={[
              { value: ALL, label: t`All of Barcelona` },
              ...DISTRICTS.map((d) => ({ value: d.code, label: d.name })),
            ]}
          />
        </Field>
        <Field label={t`Barri`}>
          <Select
            value={query.barri ?? ALL}
            onValueChange={(value) => onFilter({ barri: isBarri(value) ? value : undefined })}
            options={[
              { value: ALL, label: t`All barris` },
              ...barris.map((b) => ({ value: b.code, label: b.name })),
            ]}
          />
        </Field>
        <Field label={t`Platform`}>
          <Select
            value={query.platform ?? ALL}
            onValueChange={(value) =>
              onFilter({
                platform: value === 'instagram' || value === 'tiktok' ? value : undefined,
              })
            }
            options={[
              { value: ALL, label: t`Any platform` },
              { value: 'instagram', label: 'Instagram' },
              { value: 'tiktok', label: 'TikTok' },
            ]}
          />
        </Field>
        <Field label={t`Followers`}>
          <Select
            value={currentRange}
            onValueChange={(value) => {
              const range = FOLLOWER_RANGES.find((r) => rangeKey(r.min, r.max) === value);
              onFilter({ min_followers: range?.min, max_followers: range?.max });
            }}
            options={ranges}
          />
        </Field>
        <Field label={t`Content language`}>
          <Select
            value={query.language ?? ALL}
            onValueChange={(value) =>
              onFilter({
                language: value === 'ca' || value === 'es' || value === 'en' ? value : undefined,
              })
            }
            options={[
              { value: ALL, label: i18n._(CONTENT_LANGUAGE_LABELS.any) },
              ...(['ca', 'es', 'en'] as const).map((language) => ({
                value: language,
                label: i18n._(CONTENT_LANGUAGE_LABELS[language]),
              })),
            ]}
          />
        </Field>
        <Field label={t`Sort by`}>
          <Select
            value={query.sort}
            onValueChange={(value) => {
              const sort = BRAND_CREATORS_SORTS.find((s) => s === value);
              if (sort) onFilter({ sort });
            }}
            options={BRAND_CREATORS_SORTS.map((sort) => ({
              value: sort,
              label: i18n._(SORT_LABELS[sort]),
            }))}
          />
        </Field>
      </FiltersPanel>
    </div>
  );

  return (
    <FilteredListScreen
      slot="brand-creators"
      title={i18n._(BRAND_CREATORS_TITLE)}
      description={t`Find creators in Barcelona and invite them to apply to your proposals.`}
      search={{
        label: t`Search creators`,
        placeholder: t`Name or username`,
        value: query.search,
        onSearch: (search) => onFilter({ search }),
        className: 'sm:max-w-sm',
      }}
      filters={filters}
      state={state}
      filtered={isFiltered(query)}
      notice={notice}
      words={{
        count: (total, found) =>
          found
            ? t`${plural(total, { one: '# creator found', other: '# creators found' })}`
            : t`${plural(total, { one: '# creator', other: '# creators' })}`,
        loading: t`Loading creators…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of creators.', other: 'There are # pages of creators.' })}`,
      }}
      icon={UsersRound}
      empty={{
        title: t`No creators yet`,
        description: t`Creators appear here as they join Colla.`,
      }}
      noMatch={{
        title: i18n._(BRAND_CREATORS_NO_MATCH),
        description: t`Try another barri, a wider follower range or fewer filters.`,
        onClear,
      }}
      forbiddenMessage={i18n._(BRAND_CREATORS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(BRAND_CREATORS_LOAD_ERROR_HEADING)}
      rows={(creators) => (
        <ul
          aria-label={i18n._(BRAND_CREATORS_TITLE)}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {creators.map((creator) => (
            <CreatorCard
              key={creator.username}
              creator={creator}
              profileHref={profileHref}
              proposals={proposals}
              newProposalHref={newProposalHref}
              onInvite={(proposalId, message) => onInvite(creator, proposalId, message)}
            />
          ))}
        </ul>
      )}
      paginationLabel={t`Creators pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
