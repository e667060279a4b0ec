import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { buttonVariants } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Textarea } from '@colla/ui/components/textarea';
import type { FormFailure } from '../lib/form-failure';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import {
  BRAND_LIMITS,
  brandFormSchema,
  EMPTY_BRAND_VALUES,
  toBrandPayload,
  type BrandFormField,
  type BrandFormValues,
  type BrandInput,
} from './admin-brand-form-values';

/** A brand user who may manage brands. */
export interface ManagerOption {
  id: number;
  name: string;
  email?: string;
}

/** The brand users to choose managers from. */
export type ManagerOptionsState =
  | { status: 'loading' }
  | { status: 'success'; options: readonly ManagerOption[] }
  | { status: 'error'; message: string; onRetry: () => void };

export interface AdminBrandFormProps {
  initialValues?: BrandFormValues;
  managerOptions: ManagerOptionsState;
  /** Sends the body; may reject (the `failure` prop then says why). */
  onSubmit: (body: BrandInput) => unknown;
  submitting?: boolean;
  failure?: FormFailure<BrandFormField> | null;
  submitLabel?: string;
  cancelHref: string;
  /** Extra actions beside the buttons, e.g. "Delete brand". */
  extraActions?: ReactNode;
}

function ManagerPicker({
  state,
  value,
  onChange,
  invalid,
  describedBy,
  labelId,
}: {
  state: ManagerOptionsState;
  value: readonly number[];
  onChange: (next: number[]) => void;
  invalid: boolean;
  describedBy?: string;
  labelId: string;
}) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  if (state.status === 'loading')
    return (
      <p className="text-sm text-muted">
        <Trans>Loading brand users…</Trans>
      </p>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-danger-700">
        <p>{state.message}</p>
        <Button variant="outline" size="sm" onClick={state.onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  const text = filter.trim().toLowerCase();
  const shown = state.options.filter(
    (option) =>
      !text ||
      option.name.toLowerCase().includes(text) ||
      (option.email ?? '').toLowerCase().includes(text),
  );
  const selected = state.options.filter((option) => value.includes(option.id));
  const chosenNames = selected.map((option) => option.name).join(', ');
  const typed = filter.trim();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      className="grid gap-2 rounded-lg border border-line p-3 data-invalid:border-danger-700"
    >
      <p className="text-sm text-ink">
        {selected.length === 0 ? t`No managers chosen.` : t`Managed by ${chosenNames}.`}
      </p>
      <label className="grid gap-1 text-sm font-semibold text-ink">
        <Trans>Find brand users</Trans>
        <Input
          type="search"
          autoComplete="off"
          placeholder={t`Name or email`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </label>
      {state.options.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>There are no brand users yet. Invite one first.</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No brand users match “{typed}”.</Trans>
        </p>
      ) : (
        <ul className="grid max-h-64 gap-2 overflow-y-auto py-1" aria-label={t`Brand users`}>
          {shown.map((option) => (
            <li key={option.id}>
              <Checkbox
                label={option.name}
                description={option.email}
                aria-invalid={invalid || undefined}
                checked={value.includes(option.id)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked === true
                      ? [...value, option.id]
                      : value.filter((id) => id !== option.id),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The brand form (create and edit): a pure view that hands `onSubmit` the `BrandInput` body. */
export function AdminBrandForm({
  initialValues = EMPTY_BRAND_VALUES,
  managerOptions,
  onSubmit,
  submitting = false,
  failure,
  submitLabel,
  cancelHref,
  extraActions,
}: AdminBrandFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BrandFormValues, unknown, BrandFormValues>({
    resolver: zodResolver(brandFormSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFocusOnFailure(formRef, failure?.fields, failure?.message, alertRef);
  const busy = submitting || isSubmitting;
  const server = failure?.fields ?? {};
  /** A field's message: the form's own check first, then the server's. */
  const errorOf = (field: keyof BrandFormValues) => errors[field]?.message ?? server[field];

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    try {
      await onSubmit(toBrandPayload(values));
    } catch {
      // The caller shows the failure; the values stay as typed.
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t`Brand`}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
      className="grid max-w-2xl gap-4"
    >
      {failure?.message && (
        <Alert
          ref={alertRef}
          variant="danger"
          tabIndex={-1}
          data-form-error=""
          className="outline-none"
        >
          <p>{failure.message}</p>
        </Alert>
      )}
      <Field label={t`Name`} required error={errorOf('name')}>
        <Input {...register('name')} autoComplete="organization" maxLength={BRAND_LIMITS.name} />
      </Field>
      <Field label={t`Description`} error={errorOf('description')}>
        <Textarea {...register('description')} maxLength={BRAND_LIMITS.description} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t`Website`} hint={t`With https://`} error={errorOf('website')}>
          <Input
            {...register('website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={BRAND_LIMITS.website}
          />
        </Field>
        <Field
          label={t`Instagram handle`}
          hint={t`Without the @`}
          error={errorOf('instagram_handle')}
        >
          <Input
            {...register('instagram_handle')}
            autoComplete="off"
            maxLength={BRAND_LIMITS.instagram + 1}
          />
        </Field>
      </div>
      <Field label={t`City`} error={errorOf('city')} className="sm:max-w-xs">
        <Input {...register('city')} autoComplete="address-level2" maxLength={BRAND_LIMITS.city} />
      </Field>
      <Controller
        control={control}
        name="manager_ids"
        render={({ field }) => (
          <Field
            label={t`Managers`}
            hint={t`Brand users who can manage this brand’s proposals and deals.`}
            error={errorOf('manager_ids')}
          >
            {(wiring) => (
              <ManagerPicker
                state={managerOptions}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(wiring['aria-invalid'])}
                describedBy={wiring['aria-describedby']}
                labelId={wiring['aria-labelledby']}
              />
            )}
          </Field>
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy}>
          {submitLabel ?? t`Save brand`}
        </Button>
        {renderLinkOrAnchor(
          { href: cancelHref, label: t`Cancel` },
          buttonVariants({ variant: 'ghost' }),
          t`Cancel`,
        )}
        {extraActions && <div className="ms-auto">{extraActions}</div>}
      </div>
    </form>
  );
}
