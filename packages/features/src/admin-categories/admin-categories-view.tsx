import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { Tags } from 'lucide-react';
import { useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { EmptyState } from '@colla/ui/components/empty-state';
import { Field } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Textarea } from '@colla/ui/components/textarea';
import { toFormFailure, type FormFailure } from '../lib/form-failure';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import type { ViewState } from '@colla/ui/lib/view-state';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { ViewStateBody } from '../lib/view-state-body';

export type AdminCategory = components['schemas']['Category'];
export type CategoryInput = components['schemas']['CategoryInput'];

export const ADMIN_CATEGORIES_TITLE = msg`Categories`;
export const ADMIN_CATEGORIES_LOAD_ERROR_HEADING = msg`We couldn’t load the categories`;
export const ADMIN_CATEGORIES_FORBIDDEN_MESSAGE = msg`Categories are managed by Colla admins. Sign in with an admin account to change them.`;
export const DELETE_CATEGORY_MESSAGE = msg`Are you sure you want to delete this category? This action cannot be undone.`;
export const CATEGORY_NAME_REQUIRED = msg`Enter a name for the category.`;
export const CATEGORY_LIMITS = { name: 100, description: 1000 } as const;

type CategoryField = 'name' | 'description';
const CATEGORY_FIELDS: readonly CategoryField[] = ['name', 'description'];

export type AdminCategoriesState = ViewState<readonly AdminCategory[]>;

export interface AdminCategoriesViewProps {
  state: AdminCategoriesState;
  /** Creates a category; rejects with the call's error (422 placed under the fields). */
  onCreate: (input: CategoryInput) => Promise<unknown>;
  /** Renames a category (name and description); rejects with the call's error. */
  onUpdate: (category: AdminCategory, input: CategoryInput) => Promise<unknown>;
  /** Deletes; rejects with an `Error` whose message the dialog shows (e.g. the in-use 409). */
  onDelete: (category: AdminCategory) => Promise<unknown>;
  /** Said after a change, e.g. "Nightlife was deleted." */
  notice?: string | null;
}

/** The name and description of a category, with its own submit; keeps what was typed on errors. */
function CategoryEditor({
  idPrefix,
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  clearOnSuccess = false,
}: {
  idPrefix: string;
  label: string;
  initial: { name: string; description: string };
  submitLabel: string;
  onSubmit: (input: CategoryInput) => Promise<unknown>;
  onCancel?: () => void;
  clearOnSuccess?: boolean;
}) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure<CategoryField> | null>(null);
  useFocusOnFailure(formRef, failure?.fields, failure?.message);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (name.trim() === '') {
      setFailure({ fields: { name: i18n._(CATEGORY_NAME_REQUIRED) }, message: null });
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        name: name.trim(),
        description: description.trim() === '' ? null : description.trim(),
      });
      setFailure(null);
      if (clearOnSuccess) {
        setName('');
        setDescription('');
      }
    } catch (error) {
      setFailure(toFormFailure(error, CATEGORY_FIELDS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className="grid gap-2"
    >
      {failure?.message && (
        <Alert variant="danger" tabIndex={-1} data-form-error="" className="outline-none">
          <p>{failure.message}</p>
        </Alert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Field label={t`Name`} required id={`${idPrefix}-name`} error={failure?.fields.name}>
          <Input
            autoComplete="off"
            maxLength={CATEGORY_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field
          label={t`Description`}
          id={`${idPrefix}-description`}
          error={failure?.fields.description}
        >
          <Textarea
            size="sm"
            rows={1}
            maxLength={CATEGORY_LIMITS.description}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}

function CategoryRow({
  category,
  onUpdate,
  onDelete,
}: {
  category: AdminCategory;
  onUpdate: AdminCategoriesViewProps['onUpdate'];
  onDelete: AdminCategoriesViewProps['onDelete'];
}) {
  const { i18n, t } = useLingui();
  const [editing, setEditing] = useState(false);
  const categoryName = category.name;
  return (
    <li
      data-slot="admin-category"
      className="grid gap-2 rounded-xl border border-line bg-surface p-4 sm:px-4 sm:py-3"
    >
      {editing ? (
        <CategoryEditor
          idPrefix={`category-${category.id}`}
          label={t`Rename ${categoryName}`}
          initial={{ name: category.name, description: category.description ?? '' }}
          submitLabel={t`Save`}
          onSubmit={async (input) => {
            await onUpdate(category, input);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-x-4">
          <div className="min-w-0">
            <h2 className="font-semibold break-words text-ink">{category.name}</h2>
            <p className="text-sm break-words text-muted">
              {category.description ?? t`No description`}
            </p>
          </div>
          <p className="text-sm text-ink">
            {t`${plural(category.proposals_count, { one: '# proposal', other: '# proposals' })}`}
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Trans>
                Rename<span className="sr-only"> {categoryName}</span>
              </Trans>
            </Button>
            <ConfirmDialog
              title={t`Delete ${categoryName}?`}
              message={i18n._(DELETE_CATEGORY_MESSAGE)}
              confirmLabel={t`Delete category`}
              destructive
              onConfirm={() => onDelete(category)}
              trigger={
                <Button variant="ghost" size="sm" className="text-danger-700">
                  <Trans>
                    Delete<span className="sr-only"> {categoryName}</span>
                  </Trans>
                </Button>
              }
            />
          </div>
        </div>
      )}
    </li>
  );
}

/** The categories proposals are filed under: add, rename and delete them in place. */
export function AdminCategoriesView({
  state,
  onCreate,
  onUpdate,
  onDelete,
  notice,
}: AdminCategoriesViewProps) {
  const { i18n, t } = useLingui();
  const summary =
    state.status === 'loading'
      ? t`Loading categories…`
      : state.status === 'success'
        ? t`${plural(state.data.length, { one: '# category', other: '# categories' })}`
        : '';
  const body = (
    <ViewStateBody
      state={state}
      skeleton={
        <ul aria-hidden="true" className="grid gap-2">
          {[0, 1, 2].map((index) => (
            <li key={index} className="grid gap-2 rounded-xl border border-line bg-surface p-4">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="w-2/3" />
            </li>
          ))}
        </ul>
      }
      forbiddenMessage={i18n._(ADMIN_CATEGORIES_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(ADMIN_CATEGORIES_LOAD_ERROR_HEADING)}
    >
      {(categories) =>
        categories.length === 0 ? (
          <EmptyState
            icon={<Tags aria-hidden="true" />}
            title={t`No categories yet`}
            description={t`Add the first one above, such as Food & drink or Fashion, so creators can browse proposals by theme.`}
          />
        ) : (
          <ul aria-label={t`Categories`} className="grid gap-2">
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                onUpdate={onUpdate}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )
      }
    </ViewStateBody>
  );

  return (
    <div data-slot="admin-categories" className="grid gap-6">
      <PageHeader
        title={i18n._(ADMIN_CATEGORIES_TITLE)}
        description={t`The themes creators browse proposals by.`}
      />
      {state.status === 'success' && (
        <section
          aria-labelledby="new-category-heading"
          className="grid gap-2 rounded-xl border border-line bg-surface p-4"
        >
          <h2 id="new-category-heading" className="font-semibold text-ink">
            {t`New category`}
          </h2>
          <CategoryEditor
            idPrefix="new-category"
            label={t`New category`}
            initial={{ name: '', description: '' }}
            submitLabel={t`Add category`}
            onSubmit={onCreate}
            clearOnSuccess
          />
        </section>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice ? `${notice} ` : ''}
        {summary}
      </p>
      {body}
    </div>
  );
}
