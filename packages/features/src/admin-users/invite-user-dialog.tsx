import {
  isApiError,
  listBrandOptionsOptions,
  useCreateInvitationMutation,
  type components,
} from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@colla/ui/components/dialog';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Select } from '@colla/ui/components/select';
import { fieldErrorsOf, failureMessage, hasErrors } from '../lib/form-failure';

export type AdminInvitation = components['schemas']['AdminInvitation'];
export type AdminInvitationInput = components['schemas']['AdminInvitationInput'];
type UserType = components['schemas']['UserType'];

export const INVITE_USER_LABEL = msg`Invite user`;
export const USER_TYPE_LABELS: Record<UserType, MessageDescriptor> = {
  brand: msg`Brand`,
  creator: msg`Creator`,
  admin: msg`Admin`,
};
/** The line under "Invitation sent": one whole sentence per account type. */
const INVITED_LABELS: Record<UserType, MessageDescriptor> = {
  brand: msg`Brand account invited`,
  creator: msg`Creator account invited`,
  admin: msg`Admin account invited`,
};

/** The form's own checks, in words (shown with `i18n._`). */
export const INVITE_USER_MESSAGES = {
  emailRequired: msg`Enter the email address to invite.`,
  emailTooLong: msg`The email address may be at most 255 characters.`,
  emailInvalid: msg`Enter a valid email address, like name@example.com.`,
  brandRequired: msg`Choose the brand this person will manage.`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * A check's message, written when the check fails, so it is in the language active then (the
 * schema itself is made once, before any language is chosen).
 */
const says = (message: MessageDescriptor) => ({ error: () => i18n._(message) });

const INVITE_FIELDS = ['email', 'type', 'brand_id'] as const;
type InviteField = (typeof INVITE_FIELDS)[number];

export const inviteUserSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, says(INVITE_USER_MESSAGES.emailRequired))
      .max(255, says(INVITE_USER_MESSAGES.emailTooLong))
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, says(INVITE_USER_MESSAGES.emailInvalid)),
    type: z.enum(['brand', 'creator', 'admin']),
    brand_id: z.string(),
  })
  .superRefine((values, context) => {
    if (values.type === 'brand' && !values.brand_id)
      context.addIssue({
        code: 'custom',
        path: ['brand_id'],
        message: i18n._(INVITE_USER_MESSAGES.brandRequired),
      });
  });
export type InviteUserValues = z.infer<typeof inviteUserSchema>;

/** The request body for a form's values: `brand_id` only for brand users. */
export function invitationBody(values: InviteUserValues): AdminInvitationInput {
  return values.type === 'brand'
    ? { email: values.email, type: values.type, brand_id: Number(values.brand_id) }
    : { email: values.email, type: values.type };
}

export interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told of each invitation the server created. */
  onInvited?: (invitation: AdminInvitation) => void;
}

/**
 * Invites a user with `createInvitation` (email, type and, for brand users, the brand from
 * `listBrandOptions`). Server field errors show under each field; on success the dialog
 * confirms the address the link was sent to.
 */
export function InviteUserDialog({ open, onOpenChange, onInvited }: InviteUserDialogProps) {
  const { i18n, t } = useLingui();
  const create = useCreateInvitationMutation();
  const [sent, setSent] = useState<AdminInvitation | null>(null);
  // An object, so the same message failing twice still moves focus to the alert again.
  const [formError, setFormError] = useState<{ message: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InviteUserValues>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: '', type: 'creator', brand_id: '' },
  });
  const type = useWatch({ control, name: 'type' });
  const brands = useQuery({ ...listBrandOptionsOptions(), enabled: open && type === 'brand' });
  const brandOptions = (brands.data?.data ?? []).map((brand) => ({
    value: String(brand.id),
    label: brand.name,
  }));

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const invitation = await create.mutateAsync({ body: invitationBody(values) });
      setSent(invitation);
      onInvited?.(invitation);
    } catch (error) {
      const { fields, unplaced } = fieldErrorsOf<InviteField>(error, INVITE_FIELDS);
      for (const field of INVITE_FIELDS) {
        const message = fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      const first = INVITE_FIELDS.find((field) => fields[field]);
      if (first && first !== 'type' && first !== 'brand_id') setFocus(first);
      if (!hasErrors(fields) || unplaced || !isApiError(error, 422)) {
        setFormError({ message: failureMessage(error) });
      }
    }
  });

  const changeOpen = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) {
      setSent(null);
      setFormError(null);
      reset();
    }
    onOpenChange(next);
  };

  const sentEmail = sent?.email;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent data-slot="invite-user-dialog">
        {sent ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Invitation sent</Trans>
              </DialogTitle>
              <DialogDescription className="text-ink">
                <Trans>
                  We emailed an invitation to <strong>{sentEmail}</strong>. The link is valid for 7
                  days.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <p className="flex items-center gap-2 text-sm text-success-700">
              <CircleCheck aria-hidden="true" className="size-4" />
              {i18n._(INVITED_LABELS[sent.type])}
            </p>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  setSent(null);
                  reset();
                }}
              >
                <Trans>Invite someone else</Trans>
              </Button>
              <Button onClick={() => changeOpen(false)}>
                <Trans>Done</Trans>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{i18n._(INVITE_USER_LABEL)}</DialogTitle>
              <DialogDescription>
                <Trans>We email them a link to join Colla. It is valid for 7 days.</Trans>
              </DialogDescription>
            </DialogHeader>
            {formError && (
              <Alert variant="danger" ref={alertRef} tabIndex={-1}>
                {formError.message}
              </Alert>
            )}
            <div className="grid gap-1">
              <Field label={t`Email`} required error={errors.email?.message}>
                <Input
                  {...register('email')}
                  type="email"
                  autoComplete="off"
                  inputMode="email"
                  maxLength={255}
                  placeholder={t`name@example.com`}
                />
              </Field>
              <Controller
                control={control}
                name="type"
                render={({ field, fieldState }) => (
                  <Field label={t`Account type`} required error={fieldState.error?.message}>
                    <Select
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={(['creator', 'brand', 'admin'] as const).map((value) => ({
                        value,
                        label: i18n._(USER_TYPE_LABELS[value]),
                      }))}
                    />
                  </Field>
                )}
              />
              {type === 'brand' && (
                <Controller
                  control={control}
                  name="brand_id"
                  render={({ field, fieldState }) => (
                    <Field
                      label={t`Brand`}
                      required
                      hint={t`The brand this person will manage.`}
                      error={fieldState.error?.message}
                      status={brands.isError ? t`We couldn’t load the brands.` : undefined}
                    >
                      <Select
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onValueChange={field.onChange}
                        placeholder={brands.isPending ? t`Loading brands…` : t`Choose a brand`}
                        options={brandOptions}
                      />
                    </Field>
                  )}
                />
              )}
            </div>
            <DialogFooter>
              <Button variant="ghost" type="button" onClick={() => changeOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={isSubmitting}>
                <Trans>Send invitation</Trans>
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
