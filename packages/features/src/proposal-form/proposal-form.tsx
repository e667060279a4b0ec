import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldError as HookFieldError,
  type FieldErrors as HookFieldErrors,
} from 'react-hook-form';
import type { PublishRequirement } from '@colla/api-client/publishing';
import { cn } from '@colla/ui/lib/cn';
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
import {
  ASSIGNEE_OPTIONS,
  CONTENT_LANGUAGE_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  USAGE_DURATION_OPTIONS,
  USAGE_SCOPE_OPTIONS,
  EMPTY_PROPOSAL_VALUES,
  EMPTY_TASK_TEMPLATE,
  GENDER_OPTIONS,
  PLATFORM_OPTIONS,
  MISSING_TO_PUBLISH_MESSAGES,
  missingToPublishOf,
  PROPOSAL_LIMITS,
  PROPOSAL_SECTIONS,
  proposalFormSchema,
  sectionOfField,
  toProposalPayload,
  type BrandOption,
  type ProposalChoice,
  type ProposalCategoryOption,
  type ProposalFormValues,
  type ProposalInput,
  type ProposalSectionId,
  type ProposalServerField,
} from './proposal-form-values';
import { PublishPanel } from './publish-panel';
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
  /**
   * Called with the exact request body; the form waits for the promise. Its `status` says which
   * button was pressed: `active` for Publish (or saving a published proposal), else the status
   * the proposal had (a new one is a draft).
   */
  onSubmit: (payload: ProposalInput) => Promise<unknown>;
  /** Shows the buttons loading and blocks submits (also while `onSubmit` runs). */
  submitting?: boolean;
  /**
   * The last failed save: messages under name, brand, image, the dates and the tasks, the rest in
   * an alert. The section of the first named field is shown (a phone's step) and focused.
   */
  failure?: FormFailure<ProposalServerField> | null | undefined;
  /** Where Cancel goes. */
  cancelHref?: string | undefined;
}

function Section({
  id,
  title,
  description,
  hidden,
  children,
}: {
  id: ProposalSectionId;
  title: string;
  description?: string;
  /** Not the phone's current step: hidden below the `lg` width (still mounted, values kept). */
  hidden: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      className={cn(
        'border-border grid gap-4 lg:border-t lg:pt-6 lg:first-of-type:border-t-0 lg:first-of-type:pt-0',
        hidden && 'max-lg:hidden',
      )}
    >
      <div className="grid gap-1">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Form paths of react-hook-form's errors, in the order they appear in the object. */
function errorPaths(errors: HookFieldErrors<ProposalFormValues>): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && 'type' in node) {
      paths.push(prefix);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref') walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(errors, '');
  return paths;
}

const messageOf = (error: HookFieldError | undefined) => error?.message;

/**
 * The proposal form (brand and admin areas, create and edit): a pure view that checks the values
 * and hands `onSubmit` the exact `ProposalInput` body. Its sections (Basics, Picture, Dates, Who
 * we're looking for, Tasks) sit beside a sticky Publish panel on wide screens; on a phone each is
 * a step (Next, Back, "Step 2 of 6"), the panel the last. Publish first says what is missing
 * (`missingToPublishOf`, the server's rule). What was typed stays across steps and failures.
 */
export function ProposalForm({
  initialValues = EMPTY_PROPOSAL_VALUES,
  brands,
  categories,
  onSubmit,
  submitting = false,
  failure,
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
    // Focus is moved by the form itself, once the field's section is shown (a phone's step).
    shouldFocusError: false,
  });
  const tasks = useFieldArray({ control, name: 'task_templates' });
  const [imageReadError, setImageReadError] = useState<string>();
  /** The phone's step: a section's index, or `PROPOSAL_SECTIONS.length` for the Publish panel. */
  const [step, setStep] = useState(0);
  /** What to focus once the step it is in is shown. */
  const [focusTarget, setFocusTarget] = useState<{ section: string; selector: string } | null>(
    null,
  );
  /** Publish was pressed: missing parts are said under their fields and in the panel. */
  const [publishTried, setPublishTried] = useState(false);
  const [missingAsked, setMissingAsked] = useState(0);
  const tasksMessageId = useId();

  const busy = submitting || isSubmitting;
  const serverErrors = failure?.fields ?? {};
  const imageUrl = useWatch({ control, name: 'image_url' });
  const removeImage = useWatch({ control, name: 'remove_image' });
  const watched = {
    image_url: imageUrl,
    remove_image: removeImage,
    image_base64: useWatch({ control, name: 'image_base64' }),
    start_date: useWatch({ control, name: 'start_date' }),
    end_date: useWatch({ control, name: 'end_date' }),
    task_templates: tasks.fields,
  };
  const missing = missingToPublishOf(watched);
  const name = useWatch({ control, name: 'name' });
  const wasActive = initialValues.status === 'active';
  const missingMessage = (requirement: PublishRequirement) =>
    publishTried && missing.includes(requirement)
      ? i18n._(MISSING_TO_PUBLISH_MESSAGES[requirement])
      : undefined;

  const publishStep = PROPOSAL_SECTIONS.length;
  const stepCount = PROPOSAL_SECTIONS.length + 1;
  const stepIndexOf = (section: ProposalSectionId) =>
    PROPOSAL_SECTIONS.findIndex((candidate) => candidate.id === section);

  /** Shows `section` (a phone's step) and focuses what `selector` finds in it, else its heading. */
  const goTo = (section: ProposalSectionId, selector = 'h2') => {
    setStep(stepIndexOf(section));
    setFocusTarget({ section, selector });
  };

  // Each request is a new object: focus moves once, after its section is shown.
  useEffect(() => {
    if (!focusTarget) return;
    const root = formRef.current?.querySelector(`[data-section="${focusTarget.section}"]`);
    const element =
      root?.querySelector<HTMLElement>(focusTarget.selector) ?? root?.querySelector('h2');
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  }, [focusTarget]);

  // A new failed save shows the section of the first field it names (focused there), else its
  // alert takes the focus.
  const [shownFailure, setShownFailure] = useState<typeof failure>(undefined);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    const [first] = Object.keys(failure?.fields ?? {});
    if (first) goTo(sectionOfField(first), '[aria-invalid="true"]');
  }
  useEffect(() => {
    if (failure?.message && Object.keys(failure.fields).length === 0) alertRef.current?.focus();
  }, [failure]);

  // A date field takes no min/max from register (they are typed as text dates there).
  const dateField = (name: 'start_date' | 'end_date' | 'settings.posting_deadline') => {
    const { onChange, onBlur, ref, name: fieldName } = register(name);
    return { onChange, onBlur, ref, name: fieldName };
  };

  const save = (status: ProposalFormValues['status']) =>
    handleSubmit(
      async (values) => {
        if (busy) return;
        try {
          await onSubmit(toProposalPayload({ ...values, status }));
        } catch {
          // The caller shows the failure (the `failure` prop); the values stay as typed.
        }
      },
      (invalid) => {
        const [first] = errorPaths(invalid);
        if (first) goTo(sectionOfField(first), '[aria-invalid="true"]');
      },
    );

  /** Publish (or save a published proposal): first says what is missing, if anything. */
  const publish = () => {
    setPublishTried(true);
    if (missing.length > 0) {
      setStep(publishStep);
      setMissingAsked((asked) => asked + 1);
      return;
    }
    void save('active')();
  };

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
      | 'usage_rights.scope'
      | 'usage_rights.duration'
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

  const sectionTitle = (id: ProposalSectionId) => {
    const section = PROPOSAL_SECTIONS.find((candidate) => candidate.id === id);
    return section ? i18n._(section.title) : '';
  };
  const stepNumber = step + 1;
  const stepTitle =
    step === publishStep ? t`Publish` : sectionTitle(PROPOSAL_SECTIONS[step]?.id ?? 'basics');

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // Enter in a field saves as the proposal is (a draft stays a draft); Publish is a button.
        event.preventDefault();
        if (wasActive) publish();
        else void save(initialValues.status)(event);
      }}
      aria-label={t`Proposal`}
      aria-busy={busy || undefined}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start"
    >
      <div className="grid gap-8">
        <p
          className="text-sm font-semibold text-muted lg:hidden"
          data-testid="step-indicator"
          aria-live="polite"
        >
          {t`Step ${stepNumber} of ${stepCount}`}
          <span className="sr-only">: {stepTitle}</span>
        </p>

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

        <Section
          id="basics"
          hidden={step !== 0}
          title={t`Basics`}
          description={t`What brands and creators see first.`}
        >
          <Field label={t`Name`} required error={messageOf(errors.name) ?? serverErrors.name}>
            <Input {...register('name')} autoComplete="off" maxLength={PROPOSAL_LIMITS.name} />
          </Field>
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
          <Field label={t`Description`} error={messageOf(errors.description)}>
            <Textarea {...register('description')} maxLength={PROPOSAL_LIMITS.description} />
          </Field>
          {text('settings.compensation_type', t`Compensation type`, t`e.g. Tasting for two`)}
          <fieldset className="grid gap-3">
            <legend className="text-sm font-semibold text-ink">
              <Trans>Usage rights</Trans>
            </legend>
            <p className="-mt-1 text-sm text-muted">
              <Trans>How the brand may use the creators’ content, and for how long.</Trans>
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {choice('usage_rights.scope', t`Where`, USAGE_SCOPE_OPTIONS)}
              {choice('usage_rights.duration', t`For how long`, USAGE_DURATION_OPTIONS)}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-ink">
              <Trans>Categories</Trans>
            </h3>
            <p className="-mt-1 text-sm text-muted">
              <Trans>Creators browse proposals by category.</Trans>
            </p>
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
          </div>
        </Section>

        <Section
          id="picture"
          hidden={step !== 1}
          title={t`Picture`}
          description={t`The first thing creators see of your proposal.`}
        >
          <Field
            label={t`Image`}
            hint={t`JPEG, PNG or WebP, up to 10 MB.`}
            error={imageReadError ?? serverErrors.image ?? missingMessage('image')}
          >
            {(fieldControl) => (
              <FileInput
                {...fieldControl}
                maxBytes={PROPOSAL_IMAGE_MAX_BYTES}
                value={removeImage ? null : imageUrl}
                invalid={Boolean(imageReadError ?? serverErrors.image ?? missingMessage('image'))}
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

        <Section
          id="dates"
          hidden={step !== 2}
          title={t`Dates`}
          description={t`When creators can take part, and when their content is due.`}
        >
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field
              label={t`Start date`}
              error={
                messageOf(errors.start_date) ??
                serverErrors.start_date ??
                missingMessage('start_date')
              }
            >
              <DateInput {...dateField('start_date')} />
            </Field>
            <Field
              label={t`End date`}
              error={
                messageOf(errors.end_date) ?? serverErrors.end_date ?? missingMessage('end_date')
              }
            >
              <DateInput {...dateField('end_date')} />
            </Field>
          </div>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field label={t`Posting deadline`} error={messageOf(errors.settings?.posting_deadline)}>
              <DateInput {...dateField('settings.posting_deadline')} />
            </Field>
            {text(
              'settings.submission_timeline',
              t`Submission timeline`,
              t`e.g. Within 14 days of the visit`,
            )}
          </div>
        </Section>

        <Section
          id="creators"
          hidden={step !== 3}
          title={t`Who we’re looking for`}
          description={t`Who the proposal is for. Leave a field empty for no limit.`}
        >
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
          <div className="grid gap-x-4 sm:grid-cols-3">
            {count('settings.age_min', t`Minimum age`)}
            {count('settings.age_max', t`Maximum age`)}
            {count('settings.min_followers', t`Minimum followers`)}
          </div>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {choice('settings.gender', t`Gender`, GENDER_OPTIONS)}
            {choice('settings.platform', t`Platform`, PLATFORM_OPTIONS)}
            {choice('settings.content_type', t`Content type`, CONTENT_TYPE_OPTIONS)}
            {choice('settings.content_language', t`Content language`, CONTENT_LANGUAGE_OPTIONS)}
          </div>
          {text('settings.interest', t`Interest`, t`e.g. Food and drink`)}
        </Section>

        <Section
          id="tasks"
          hidden={step !== 4}
          title={t`Tasks`}
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
          <div className="grid gap-1.5">
            <div>
              <Button
                type="button"
                variant="outline"
                data-add-task=""
                aria-describedby={
                  serverErrors.task_templates || missingMessage('task_templates')
                    ? tasksMessageId
                    : undefined
                }
                aria-invalid={
                  serverErrors.task_templates || missingMessage('task_templates') ? true : undefined
                }
                disabled={tasks.fields.length >= PROPOSAL_LIMITS.maxTaskTemplates}
                onClick={() => tasks.append({ ...EMPTY_TASK_TEMPLATE })}
              >
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Add task</Trans>
              </Button>
            </div>
            <div aria-live="polite" className="min-h-5 text-sm">
              {(serverErrors.task_templates ?? missingMessage('task_templates')) && (
                <p id={tasksMessageId} className="flex gap-1.5 text-danger-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {serverErrors.task_templates ?? missingMessage('task_templates')}
                </p>
              )}
            </div>
          </div>
          <div className="border-border grid gap-4 border-t pt-4">
            <h3 className="font-semibold text-ink">
              <Trans>Content brief</Trans>
            </h3>
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
          </div>
        </Section>

        <nav aria-label={t`Steps`} className="flex justify-between gap-3 lg:hidden">
          {step > 0 ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => goTo(PROPOSAL_SECTIONS[step - 1]?.id ?? 'basics')}
            >
              <Trans context="form step">Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          {step < publishStep && (
            <Button
              type="button"
              onClick={() => {
                const next = PROPOSAL_SECTIONS[step + 1];
                if (next) goTo(next.id);
                else setStep(publishStep);
              }}
            >
              <Trans context="form step">Next</Trans>
            </Button>
          )}
        </nav>
      </div>

      <PublishPanel
        className={cn('lg:sticky lg:top-4', step !== publishStep && 'max-lg:hidden')}
        name={name}
        missing={missing}
        missingAsked={missingAsked}
        publishTried={publishTried}
        status={initialValues.status}
        busy={busy}
        cancelHref={cancelHref}
        onGoTo={(requirement) =>
          goTo(
            sectionOfField(requirement),
            requirement === 'task_templates'
              ? '[data-add-task]'
              : requirement === 'image'
                ? 'input, button'
                : `[name="${requirement}"]`,
          )
        }
        onPublish={publish}
        onSave={() => void save(initialValues.status)()}
      />
    </form>
  );
}
