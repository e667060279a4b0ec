import type { components } from '@colla/api-client';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import type { FieldOf } from '../lib/form-failure';

export type BrandInput = components['schemas']['BrandInput'];
export type BrandManager = components['schemas']['UserRef'];

export const BRAND_LIMITS = {
  name: 200,
  description: 5000,
  website: 255,
  instagram: 30,
  city: 100,
} as const;

/** The form's own checks, in words (shown with `i18n._`). */
export const BRAND_MESSAGES = {
  nameRequired: msg`Enter the brand’s name.`,
  website: msg`Enter a full web address, such as https://vermutgracia.example.`,
  instagram: msg`Use only letters, numbers, dots and underscores, without spaces.`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * A check's message, written when the check fails, so it is in the language active then (the
 * schema itself is made once, before any language is chosen).
 */
const says = (message: MessageDescriptor) => ({ error: () => i18n._(message) });
const text = (max: number) =>
  z.string().max(max, { error: () => t`Use at most ${max} characters.` });

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const brandFormSchema = z.object({
  name: text(BRAND_LIMITS.name).refine(
    (value) => value.trim() !== '',
    says(BRAND_MESSAGES.nameRequired),
  ),
  description: text(BRAND_LIMITS.description),
  website: text(BRAND_LIMITS.website).refine(
    (value) => value.trim() === '' || isWebAddress(value.trim()),
    says(BRAND_MESSAGES.website),
  ),
  instagram_handle: z
    .string()
    .refine(
      (value) => /^@?[A-Za-z0-9._]*$/.test(value.trim()) && value.trim().length <= 31,
      says(BRAND_MESSAGES.instagram),
    ),
  city: text(BRAND_LIMITS.city),
  manager_ids: z.array(z.number().int()),
});

export type BrandFormValues = z.infer<typeof brandFormSchema>;
export type BrandFormField = keyof BrandFormValues;

export const EMPTY_BRAND_VALUES: BrandFormValues = {
  name: '',
  description: '',
  website: '',
  instagram_handle: '',
  city: 'Barcelona',
  manager_ids: [],
};

/** The form's values for an existing brand (nulls become empty fields). */
export function brandFormValues(brand: {
  name: string;
  description: string | null;
  website: string | null;
  instagram_handle: string | null;
  city: string | null;
  managers: readonly BrandManager[];
}): BrandFormValues {
  return {
    name: brand.name,
    description: brand.description ?? '',
    website: brand.website ?? '',
    instagram_handle: brand.instagram_handle ?? '',
    city: brand.city ?? '',
    manager_ids: brand.managers.map((manager) => manager.id),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The `BrandInput` body: trimmed text, empty fields as null, the handle without its `@`. */
export function toBrandPayload(values: BrandFormValues): BrandInput {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    website: orNull(values.website),
    instagram_handle: orNull(values.instagram_handle.trim().replace(/^@/, '')),
    city: orNull(values.city),
    manager_ids: [...new Set(values.manager_ids)],
  };
}

const FIELDS: readonly BrandFormField[] = [
  'name',
  'description',
  'website',
  'instagram_handle',
  'city',
  'manager_ids',
];

/** Server error keys on the form's fields (`manager_ids.0` under Managers). */
export const brandServerFieldOf: FieldOf<BrandFormField> = (key) =>
  FIELDS.find((field) => field === key.split('.')[0]);
