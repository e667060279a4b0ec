import { isBarri } from '@colla/api-client/places';
import type { components } from '@colla/api-client/schema';
import type { brandRequests } from '../db/schema';
import { isLocale } from '../i18n/language';

type Schemas = components['schemas'];
export type BrandRequestRow = typeof brandRequests.$inferSelect;

const KINDS: readonly Schemas['BusinessKind'][] = [
  'cafe_bar',
  'restaurant',
  'bakery',
  'fashion',
  'beauty',
  'fitness',
  'culture',
  'hotel',
  'shop',
  'services',
  'other',
];
const isKind = (value: string): value is Schemas['BusinessKind'] =>
  (KINDS as readonly string[]).includes(value);

export function toBrandRequest(row: BrandRequestRow): Schemas['BrandRequest'] {
  return {
    id: row.id,
    status: row.status,
    business_name: row.businessName,
    kind: isKind(row.kind) ? row.kind : 'other',
    barri: row.barri !== null && isBarri(row.barri) ? row.barri : null,
    town: row.town,
    website: row.website,
    instagram_handle: row.instagramHandle,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    offer: row.offer,
    locale: isLocale(row.locale) ? row.locale : 'en',
    decline_reason: row.declineReason,
    brand_id: row.brandId,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
