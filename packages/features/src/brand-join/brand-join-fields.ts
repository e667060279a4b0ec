import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Neighbourhood } from '../settings/creator-profile-place';

export type BusinessKind = components['schemas']['BusinessKind'];
export type BrandRequestInput = components['schemas']['BrandRequestInput'];

/** The kinds of business a request names, in the order the select offers them. */
export const BUSINESS_KINDS: readonly { value: BusinessKind; label: MessageDescriptor }[] = [
  { value: 'cafe_bar', label: msg`Café or bar` },
  { value: 'restaurant', label: msg`Restaurant` },
  { value: 'bakery', label: msg`Bakery or food shop` },
  { value: 'fashion', label: msg`Fashion` },
  { value: 'beauty', label: msg`Beauty or wellness` },
  { value: 'fitness', label: msg`Fitness or sport` },
  { value: 'culture', label: msg`Culture or leisure` },
  { value: 'hotel', label: msg`Hotel or tourism` },
  { value: 'shop', label: msg`Shop` },
  { value: 'services', label: msg`Services` },
  { value: 'other', label: msg`Other` },
];

/** The form's fields, in the order they appear (and are focused when invalid). */
export const BRAND_JOIN_FIELDS = [
  'business_name',
  'kind',
  'barri',
  'town',
  'website',
  'instagram_handle',
  'first_name',
  'last_name',
  'email',
  'phone',
  'offer',
  'privacy_accepted',
] as const;

export type BrandJoinField = (typeof BRAND_JOIN_FIELDS)[number];

/** What the form holds while a person types. */
export interface BrandJoinValues {
  business_name: string;
  kind: BusinessKind | '';
  neighbourhood: Neighbourhood;
  town: string;
  website: string;
  instagram_handle: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  offer: string;
  privacy_accepted: boolean;
  /** The hidden field only bots fill. */
  fax: string;
}

export const EMPTY_BRAND_JOIN_VALUES: BrandJoinValues = {
  business_name: '',
  kind: '',
  neighbourhood: '',
  town: '',
  website: '',
  instagram_handle: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  offer: '',
  privacy_accepted: false,
  fax: '',
};

/** The longest "what you would offer" line. */
export const OFFER_MAX = 500;

/** The request's body for the form's values, in the page's language. */
export function toBrandRequestInput(
  values: BrandJoinValues,
  locale: BrandRequestInput['locale'],
): BrandRequestInput {
  const { neighbourhood } = values;
  const barri =
    neighbourhood === 'outside-barcelona' || neighbourhood === '' ? null : neighbourhood;
  const outside = barri === null;
  return {
    business_name: values.business_name,
    kind: values.kind === '' ? 'other' : values.kind,
    barri,
    town: outside ? values.town || null : null,
    website: values.website || null,
    instagram_handle: values.instagram_handle || null,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    offer: values.offer,
    privacy_accepted: values.privacy_accepted,
    locale,
    fax: values.fax,
  };
}
