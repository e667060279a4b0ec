import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { DateInput } from '@colla/ui/components/date-input';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Select } from '@colla/ui/components/select';
import { Textarea } from '@colla/ui/components/textarea';
import type { FormFailure } from '../lib/form-failure';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import { madridToUtc } from './madrid-time';

export const AUDIENCES = ['all', 'brands', 'creators', 'user'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, MessageDescriptor> = {
  all: msg`Everyone`,
  brands: msg`All brands`,
  creators: msg`All creators`,
  user: msg`One user`,
};

export const SCHEDULED_LIMITS = { title: 200, body: 2000 } as const;
export const SEND_TIME_PAST_MESSAGE = msg`Choose a send time in the future.`;
export const SEND_TIME_SKIPPED_MESSAGE = msg`This time does not exist in Barcelona: clocks go forward from 2:00 to 3:00 that night.`;

/** A recipient's kind as the user search lists it ("brand"); an unknown kind as it comes. */
const USER_TYPE_LABELS: Record<string, MessageDescriptor> = {
  brand: msg`brand`,
  creator: msg`creator`,
  admin: msg`admin`,
};

function userTypeText(type: string): string {
  const label = USER_TYPE_LABELS[type];
  return label ? i18n._(label) : type;
}

/** A user the notification can go to (from `GET /api/admin/users`). */
export interface RecipientOption {
  id: number;
  name: string;
  email: string;
  type: string;
}

export interface ScheduledNotificationFormValues {
  title: string;
  body: string;
  audience: Audience;
  user: RecipientOption | null;
  send_date: string;
  send_time: string;
}

export type ScheduledNotificationField = 'title' | 'body' | 'audience' | 'user' | 'send_date';

/** What the form sends: the contract's `ScheduledNotificationInput`. */
export interface ScheduledNotificationPayload {
  title: string;
  body: string;
  audience: Audience;
  user_id?: number;
  send_at: string;
}

/** The server's error keys, placed under the form's fields. */
export function scheduledFieldOf(key: string): ScheduledNotificationField | undefined {
  if (key === 'user_id') return 'user';
  if (key === 'send_at') return 'send_date';
  if (key === 'title' || key === 'body' || key === 'audience') return key;
  return undefined;
}

/** The form's rules; their messages are in the language active when it is made. */
export function scheduledFormSchema(now: () => Date) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, i18n._(msg`Give the notification a title.`)),
      body: z
        .string()
        .trim()
        .min(1, i18n._(msg`Write the message people will read.`)),
      audience: z.enum(AUDIENCES),
      user: z.custom<RecipientOption | null>(),
      send_date: z.string().min(1, i18n._(msg`Choose the day to send it.`)),
      send_time: z.string().min(1, i18n._(msg`Choose the time to send it.`)),
    })
    .superRefine((values, context) => {
      if (values.audience === 'user' && !values.user)
        context.addIssue({
          code: 'custom',
          path: ['user'],
          message: i18n._(msg`Choose who receives it.`),
        });
      if (!values.send_date || !values.send_time) return;
      const sendAt = madridToUtc(values.send_date, values.send_time);
      if (sendAt === null)
        context.addIssue({
          code: 'custom',
          path: ['send_time'],
          message: i18n._(SEND_TIME_SKIPPED_MESSAGE),
        });
      else if (new Date(sendAt).getTime() <= now().getTime())
        context.addIssue({
          code: 'custom',
          path: ['send_date'],
          message: i18n._(SEND_TIME_PAST_MESSAGE),
        });
    });
}

/** The values as the contract's body (`send_at` in UTC); null if the send time is impossible. */
export function toScheduledPayload(
  values: ScheduledNotificationFormValues,
): ScheduledNotificationPayload | null {
  const sendAt = madridToUtc(values.send_date, values.send_time);
  if (sendAt === null) return null;
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    audience: values.audience,
    ...(values.audience === 'user' && values.user ? { user_id: values.user.id } : {}),
    send_at: sendAt,
  };
}

export const EMPTY_SCHEDULED_VALUES: ScheduledNotificationFormValues = {
  title: '',
  body: '',
  audience: 'all',
  user: null,
  send_date: '',
  send_time: '09:00',
};

/** Searching for the one user: the list answers a search text. */
export type RecipientSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; users: readonly RecipientOption[] }
  | { status: 'error'; message: string };

export interface ScheduledNotificationFormProps {
  defaultValues?: ScheduledNotificationFormValues;
  /** Sends the payload; resolves on success. */
  onSubmit: (payload: ScheduledNotificationPayload) => Promise<void> | void;
  onCancel: () => void;
  submitting?: boolean;
  submitLabel: string;
  /** Server errors of the last failed submit (a new object each time). */
  failure?: FormFailure<ScheduledNotificationField> | null;
  /** Now, for the "in the future" check (injected so stories do not depend on the clock). */
  now?: () => Date;
  /** Today in Barcelona, `YYYY-MM-DD`, the date input's minimum. */
  minDate?: string;
  /** Results for the recipient search box. */
  recipientSearch: RecipientSearch;
  onRecipientSearch: (text: string) => void;
}

const defaultNow = () => new Date();

/** A registered field's wiring without its `min`/`max` (the date input takes its own strings). */
function withoutLimits(registered: UseFormRegisterReturn) {
  const { ref, name, onChange, onBlur, disabled } = registered;
  return { ref, name, onChange, onBlur, disabled };
}

/** Title, message, audience (or one user, found by search) and a send time in Barcelona. */
export function ScheduledNotificationForm({
  defaultValues = EMPTY_SCHEDULED_VALUES,
  onSubmit,
  onCancel,
  submitting = false,
  submitLabel,
  failure,
  now = defaultNow,
  minDate,
  recipientSearch,
  onRecipientSearch,
}: ScheduledNotificationFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [schema] = useState(() => scheduledFormSchema(now));
  const [searchText, setSearchText] = useState('');
  const searchId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ScheduledNotificationFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const audience = useWatch({ control, name: 'audience' });
  const server = failure?.fields ?? {};
  useFocusOnFailure(formRef, failure?.fields, failure?.message, alertRef);

  const submit = handleSubmit(async (values) => {
    const payload = toScheduledPayload(values);
    if (payload) await onSubmit(payload);
  });

  const errorOf = (field: ScheduledNotificationField | 'send_time'): string | undefined =>
    errors[field]?.message ?? (field === 'send_time' ? undefined : server[field]);

  let results: ReactNode = null;
  if (recipientSearch.status === 'loading')
    results = <p className="text-sm text-muted">{t`Searching…`}</p>;
  else if (recipientSearch.status === 'error')
    results = <p className="text-sm text-danger-700">{recipientSearch.message}</p>;
  else if (recipientSearch.status === 'success') {
    const search = searchText.trim();
    results =
      recipientSearch.users.length === 0 ? (
        <p className="text-sm text-muted">{t`No user matches “${search}”.`}</p>
      ) : null;
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid gap-2">
      {failure?.message && (
        <Alert ref={alertRef} variant="danger" tabIndex={-1} data-form-error>
          {failure.message}
        </Alert>
      )}
      <Field label={t`Title`} required error={errorOf('title')}>
        <Input {...register('title')} autoComplete="off" maxLength={SCHEDULED_LIMITS.title} />
      </Field>
      <Field label={t`Message`} required error={errorOf('body')}>
        <Textarea {...register('body')} rows={4} maxLength={SCHEDULED_LIMITS.body} />
      </Field>
      <Field label={t`Audience`} required error={errorOf('audience')}>
        {(controlProps) => (
          <Controller
            control={control}
            name="audience"
            render={({ field }) => (
              <Select
                {...controlProps}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onValueChange={field.onChange}
                options={AUDIENCES.map((value) => ({
                  value,
                  label: i18n._(AUDIENCE_LABELS[value]),
                }))}
              />
            )}
          />
        )}
      </Field>
      {audience === 'user' && (
        <Controller
          control={control}
          name="user"
          render={({ field }) =>
            field.value ? (
              <div className="grid gap-1.5 pb-5">
                <p className="text-sm font-semibold text-ink">{t`Recipient`}</p>
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2">
                  <span className="grid min-w-0 text-sm">
                    <span className="font-semibold break-words text-ink">{field.value.name}</span>
                    {field.value.email && (
                      <span className="break-all text-muted">{field.value.email}</span>
                    )}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => field.onChange(null)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    {t`Change recipient`}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="grid gap-1.5">
                <Field
                  label={t`Find the user`}
                  required
                  id={searchId}
                  hint={t`Search by name or email, then choose the user.`}
                  error={errorOf('user')}
                >
                  <Input
                    ref={field.ref}
                    type="search"
                    autoComplete="off"
                    maxLength={200}
                    value={searchText}
                    onChange={(event) => {
                      setSearchText(event.target.value);
                      onRecipientSearch(event.target.value);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                  />
                </Field>
                {results}
                {recipientSearch.status === 'success' && recipientSearch.users.length > 0 && (
                  <ul aria-label={t`Matching users`} className="-mt-3 grid gap-1 pb-4">
                    {recipientSearch.users.map((user) => (
                      <li key={user.id}>
                        <button
                          type="button"
                          onClick={() => field.onChange(user)}
                          className="flex min-h-11 w-full flex-wrap items-center gap-x-2 rounded-lg border border-line px-3 py-1.5 text-left text-sm hover:border-primary-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                        >
                          <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />
                          <span className="font-semibold text-ink">{user.name}</span>
                          <span className="break-all text-muted">
                            {user.email} · {userTypeText(user.type)}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )
          }
        />
      )}
      <fieldset className="grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t`Send time (Barcelona time)`}
        </legend>
        <Field label={t`Day`} required error={errorOf('send_date')}>
          <DateInput {...withoutLimits(register('send_date'))} min={minDate} />
        </Field>
        <Field label={t`Time`} required error={errorOf('send_time')}>
          <Input {...register('send_time')} type="time" step={60} />
        </Field>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={submitting}>
          {t`Close`}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
