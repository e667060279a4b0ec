import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldError as HookFieldError,
} from 'react-hook-form';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { DateInput } from '@colla/ui/components/date-input';
import { Field } from '@colla/ui/components/field';
import { FileInput } from '@colla/ui/components/file-input';
import { Input } from '@colla/ui/components/input';
import { NumberInput } from '@colla/ui/components/number-input';
import { Select } from '@colla/ui/components/select';
import { Textarea } from '@colla/ui/components/textarea';
import type { FormFailure } from '../lib/form-failure';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import {
  ASSIGNEE_OPTIONS,
  CONTENT_LANGUAGE_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  EMPTY_PROPOSAL_VALUES,
  EMPTY_TASK_TEMPLATE,
  GENDER_OPTIONS,
  PLATFORM_OPTIONS,
  PROPOSAL_LIMITS,
  PROPOSAL_STATUS_OPTIONS,
  proposalFormSchema,
  toProposalPayload,
  type BrandOption,
  type ProposalChoice,
  type ProposalCategoryOption,
  type ProposalFormValues,
  type ProposalInput,
  type ProposalServerField,
} from './proposal-form-values';
import { readAsDataUrl } from '../lib/read-file';

/** The largest image the server takes (openapi.yaml `image_base64`: 10 MB decoded). */
export const PROPOSAL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const NO_PROPOSAL_CATEGORIES_MESSAGE = msg`There are no categories to choose from yet.`;

export interface ProposalFormProps {
  /** The starting values: `proposalFormValuesOf(proposal)` to edit, or EMPTY_PROPOSAL_VALUES. */
  initialValues?: ProposalFormValues;
  /** The brands to choose from (`GET /api/brands`). */
  brands: readonly BrandOption[];
  /** The categories to choose from (`GET /api/categories`). */
  categories: readonly ProposalCategoryOption[];
  /** Called with the exact request body; the form waits for the promise. */
  onSubmit: (payload: ProposalInput) => Promise<unknown>;
  /** Shows the submit button loading and blocks submits (also while `onSubmit` runs). */
  submitting?: boolean;
  /** The last failed save: messages under name, brand and image, the rest in an alert. */
  failure?: FormFailure<ProposalServerField> | null | undefined;
  /** The submit button's text (in the active language); "Save proposal" when not given. */
  submitLabel?: string;
  /** Where Cancel goes. */
  cancelHref?: string | undefined;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="border-border grid gap-4 border-t pt-6 first:border-t-0 first:pt-0"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

const messageOf = (error: HookFieldError | undefined) => error?.message;

/**
 * The proposal form (brand and admin areas, create and edit): a pure view that checks the values
 * and hands `onSubmit` the exact `ProposalInput` body. What was typed stays after a failure.
 */
export function ProposalForm({
  initialValues = EMPTY_PROPOSAL_VALUES,
  brands,
  categories,
  onSubmit,
  submitting = false,
  failure,
  submitLabel,
  cancelHref,
}: ProposalFormProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProposalFormValues, unknown, ProposalFormValues>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const tasks = useFieldArray({ control, name: 'task_templates' });
  const [imageReadError, setImageReadError] = useState<string>();
  useFocusOnFailure(formRef, failure?.fields, failure?.message, alertRef);

  const busy = submitting || isSubmitting;
  const serverErrors = failure?.fields ?? {};
  const imageUrl = useWatch({ control, name: 'image_url' });
  const removeImage = useWatch({ control, name: 'remove_image' });

  // A date field takes no min/max from register (they are typed as text dates there).
  const dateField = (name: 'start_date' | 'end_date' | 'settings.posting_deadline') => {
    const { onChange, onBlur, ref, name: fieldName } = register(name);
    return { onChange, onBlur, ref, name: fieldName };
  };

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    try {
      await onSubmit(toProposalPayload(values));
    } catch {
      // The caller shows the failure (the `failure` prop); the values stay as typed.
    }
  });

  const text = (
    name: 'settings.interest' | 'settings.compensation_type' | 'settings.submission_timeline',
    label: string,
    hint?: string,
  ) => (
    <Field
      label={label}
      hint={hint}
      error={messageOf(errors.settings?.[name.slice(9) as 'interest'])}
    >
      <Input {...register(name)} maxLength={PROPOSAL_LIMITS.shortText} />
    </Field>
  );

  const longText = (
    name: 'settings.deliverables' | 'settings.visual_guidelines' | 'settings.key_message',
    label: string,
    maxLength: number,
    hint?: string,
  ) => (
    <Field
      label={label}
      hint={hint}
      error={messageOf(errors.settings?.[name.slice(9) as 'deliverables'])}
    >
      <Textarea {...register(name)} size="sm" maxLength={maxLength} />
    </Field>
  );

  const count = (
    name:
      | 'settings.age_min'
      | 'settings.age_max'
      | 'settings.min_followers'
      | `task_templates.${number}.days_to_complete`,
    label: string,
    min = 0,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          <NumberInput
            ref={field.ref}
            name={field.name}
            min={min}
            max={PROPOSAL_LIMITS.maxInteger}
            step={1}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );

  const choice = (
    name:
      | 'status'
      | 'settings.gender'
      | 'settings.platform'
      | 'settings.content_type'
      | 'settings.content_language'
      | `task_templates.${number}.assignee_type`,
    label: string,
    choices: readonly ProposalChoice[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label}>
          <Select
            ref={field.ref}
            name={field.name}
            options={choices.map((choice) => ({
              value: choice.value,
              label: i18n._(choice.label),
            }))}
            value={field.value}
            onValueChange={field.onChange}
          />
        </Field>
      )}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Proposal`}
      aria-busy={busy || undefined}
      className="grid gap-8"
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

      <Section title={t`Basics`} description={t`What brands and creators see first.`}>
        <Field label={t`Name`} required error={messageOf(errors.name) ?? serverErrors.name}>
          <Input {...register('name')} autoComplete="off" maxLength={PROPOSAL_LIMITS.name} />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="brand_id"
            render={({ field, fieldState }) => (
              <Field
                label={t`Brand`}
                required
                error={fieldState.error?.message ?? serverErrors.brand_id}
              >
                <Select
                  ref={field.ref}
                  name={field.name}
                  placeholder={t`Choose a brand`}
                  options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              </Field>
            )}
          />
          {choice('status', t`Status`, PROPOSAL_STATUS_OPTIONS)}
        </div>
        <Field label={t`Description`} error={messageOf(errors.description)}>
          <Textarea {...register('description')} maxLength={PROPOSAL_LIMITS.description} />
        </Field>
        <Field
          label={t`Requirements`}
          hint={t`Who can apply, e.g. based in Barcelona with 5,000+ followers.`}
          error={messageOf(errors.requirements)}
        >
          <Textarea
            {...register('requirements')}
            size="sm"
            maxLength={PROPOSAL_LIMITS.requirements}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t`Start date`} error={messageOf(errors.start_date)}>
            <DateInput {...dateField('start_date')} />
          </Field>
          <Field label={t`End date`} error={messageOf(errors.end_date)}>
            <DateInput {...dateField('end_date')} />
          </Field>
        </div>
        <Field
          label={t`Image`}
          hint={t`JPEG, PNG or WebP, up to 10 MB.`}
          error={imageReadError ?? serverErrors.image}
        >
          {(fieldControl) => (
            <FileInput
              {...fieldControl}
              maxBytes={PROPOSAL_IMAGE_MAX_BYTES}
              value={removeImage ? null : imageUrl}
              invalid={Boolean(imageReadError ?? serverErrors.image)}
              onChange={(file) => {
                setImageReadError(undefined);
                readAsDataUrl(file).then(
                  (dataUrl) => setValue('image_base64', dataUrl),
                  () =>
                    setImageReadError(t`We couldn’t read that image. Please choose another one.`),
                );
              }}
              onRemove={() => {
                setValue('image_base64', null);
                setValue('remove_image', imageUrl !== null);
              }}
            />
          )}
        </Field>
      </Section>

      <Section title={t`Categories`} description={t`Creators browse proposals by category.`}>
        <Controller
          control={control}
          name="categories"
          render={({ field }) =>
            categories.length === 0 ? (
              <p className="text-sm text-muted">{i18n._(NO_PROPOSAL_CATEGORIES_MESSAGE)}</p>
            ) : (
              <fieldset>
                <legend className="sr-only">
                  <Trans>Categories</Trans>
                </legend>
                <ul className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <Checkbox
                        name="categories"
                        value={String(category.id)}
                        label={category.name}
                        checked={field.value.includes(category.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true
                              ? [...field.value.filter((id) => id !== category.id), category.id]
                              : field.value.filter((id) => id !== category.id),
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
            )
          }
        />
      </Section>

      <Section
        title={t`Creators`}
        description={t`Who the proposal is for. Leave a field empty for no limit.`}
      >
        <div className="grid gap-x-4 sm:grid-cols-3">
          {count('settings.age_min', t`Minimum age`)}
          {count('settings.age_max', t`Maximum age`)}
          {count('settings.min_followers', t`Minimum followers`)}
        </div>
        <div className="grid gap-x-4 sm:grid-cols-3">
          {choice('settings.gender', t`Gender`, GENDER_OPTIONS)}
          {choice('settings.platform', t`Platform`, PLATFORM_OPTIONS)}
          {choice('settings.content_type', t`Content type`, CONTENT_TYPE_OPTIONS)}
        </div>
        {text('settings.interest', t`Interest`, t`e.g. Food and drink`)}
      </Section>

      <Section title={t`Content brief`} description={t`What creators make and post.`}>
        <div className="grid gap-x-4 sm:grid-cols-3">
          {choice('settings.content_language', t`Content language`, CONTENT_LANGUAGE_OPTIONS)}
        </div>
        {longText('settings.deliverables', t`Deliverables`, PROPOSAL_LIMITS.longText)}
        <Field
          label={t`Tags`}
          hint={t`Separate tags with commas, e.g. vermut, gràcia, summer.`}
          error={messageOf(errors.settings?.tags)}
        >
          <Input {...register('settings.tags')} maxLength={PROPOSAL_LIMITS.tags} />
        </Field>
        {longText('settings.visual_guidelines', t`Visual guidelines`, PROPOSAL_LIMITS.longText)}
        {longText('settings.key_message', t`Key message`, PROPOSAL_LIMITS.keyMessage)}
        <div className="grid gap-x-4 sm:grid-cols-2">
          {text('settings.compensation_type', t`Compensation type`, t`e.g. Tasting for two`)}
          {text(
            'settings.submission_timeline',
            t`Submission timeline`,
            t`e.g. Within 14 days of the visit`,
          )}
        </div>
        <Field
          label={t`Posting deadline`}
          error={messageOf(errors.settings?.posting_deadline)}
          className="sm:max-w-xs"
        >
          <DateInput {...dateField('settings.posting_deadline')} />
        </Field>
      </Section>

      <Section
        title={t`Task templates`}
        description={t`Tasks copied into every deal made from this proposal, in this order.`}
      >
        {tasks.fields.length > 0 && (
          <ol className="grid gap-4">
            {tasks.fields.map((task, index) => {
              const number = index + 1;
              const taskErrors = errors.task_templates?.[index];
              return (
                <li key={task.id} className="border-border grid gap-3 rounded-lg border p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-ink">{t`Task ${number}`}</h3>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t`Move task ${number} up`}
                        disabled={index === 0}
                        onClick={() => tasks.move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t`Move task ${number} down`}
                        disabled={index === tasks.fields.length - 1}
                        onClick={() => tasks.move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t`Remove task ${number}`}
                        onClick={() => tasks.remove(index)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </div>
                  <Field
                    label={t`Task ${number} name`}
                    required
                    error={messageOf(taskErrors?.name)}
                  >
                    <Input
                      {...register(`task_templates.${index}.name`)}
                      autoComplete="off"
                      maxLength={PROPOSAL_LIMITS.taskName}
                    />
                  </Field>
                  <Field
                    label={t`Task ${number} description`}
                    error={messageOf(taskErrors?.description)}
                  >
                    <Textarea
                      {...register(`task_templates.${index}.description`)}
                      size="sm"
                      maxLength={PROPOSAL_LIMITS.taskDescription}
                    />
                  </Field>
                  <div className="grid gap-x-4 sm:grid-cols-2">
                    {choice(
                      `task_templates.${index}.assignee_type`,
                      t`Task ${number} assignee`,
                      ASSIGNEE_OPTIONS,
                    )}
                    {count(
                      `task_templates.${index}.days_to_complete`,
                      t`Task ${number} days to complete`,
                      1,
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={tasks.fields.length >= PROPOSAL_LIMITS.maxTaskTemplates}
            onClick={() => tasks.append({ ...EMPTY_TASK_TEMPLATE })}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add task</Trans>
          </Button>
        </div>
      </Section>

      <div className="border-border flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
        {cancelHref && (
          <Button variant="outline" asChild>
            <a href={cancelHref}>
              <Trans>Cancel</Trans>
            </a>
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel ?? t`Save proposal`}
        </Button>
      </div>
    </form>
  );
}
