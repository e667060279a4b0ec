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
import { plural } from '@colla/ui/lib/format';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import type { ViewState } from '@colla/ui/lib/view-state';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { ViewStateBody } from '../lib/view-state-body';

export type AdminCategory = components['schemas']['Category'];
export type CategoryInput = components['schemas']['CategoryInput'];

export const ADMIN_CATEGORIES_TITLE = 'Categories';
export const ADMIN_CATEGORIES_LOAD_ERROR_HEADING = 'We couldn’t load the categories';
export const ADMIN_CATEGORIES_FORBIDDEN_MESSAGE =
  'Categories are managed by Colla admins. Sign in with an admin account to change them.';
export const DELETE_CATEGORY_MESSAGE =
  'Are you sure you want to delete this category? This action cannot be undone.';
export const CATEGORY_NAME_REQUIRED = 'Enter a name for the category.';
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
      setFailure({ fields: { name: CATEGORY_NAME_REQUIRED }, message: null });
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
        <Field label="Name" required id={`${idPrefix}-name`} error={failure?.fields.name}>
          <Input
            autoComplete="off"
            maxLength={CATEGORY_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field
          label="Description"
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
            Cancel
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
  const [editing, setEditing] = useState(false);
  return (
    <li
      data-slot="admin-category"
      className="grid gap-2 rounded-xl border border-line bg-surface p-4 sm:px-4 sm:py-3"
    >
      {editing ? (
        <CategoryEditor
          idPrefix={`category-${category.id}`}
          label={`Rename ${category.name}`}
          initial={{ name: category.name, description: category.description ?? '' }}
          submitLabel="Save"
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
              {category.description ?? 'No description'}
            </p>
          </div>
          <p className="text-sm text-ink">
            {plural(category.proposals_count, 'proposal', 'proposals')}
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Rename<span className="sr-only"> {category.name}</span>
            </Button>
            <ConfirmDialog
              title={`Delete ${category.name}?`}
              message={DELETE_CATEGORY_MESSAGE}
              confirmLabel="Delete category"
              destructive
              onConfirm={() => onDelete(category)}
              trigger={
                <Button variant="ghost" size="sm" className="text-danger-700">
                  Delete<span className="sr-only"> {category.name}</span>
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
  const summary =
    state.status === 'loading'
      ? 'Loading categories…'
      : state.status === 'success'
        ? plural(state.data.length, 'category', 'categories')
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
      forbiddenMessage={ADMIN_CATEGORIES_FORBIDDEN_MESSAGE}
      errorHeading={ADMIN_CATEGORIES_LOAD_ERROR_HEADING}
    >
      {(categories) =>
        categories.length === 0 ? (
          <EmptyState
            icon={<Tags aria-hidden="true" />}
            title="No categories yet"
            description="Add the first one above, such as Food & drink or Fashion, so creators can browse proposals by theme."
          />
        ) : (
          <ul aria-label="Categories" className="grid gap-2">
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
        title={ADMIN_CATEGORIES_TITLE}
        description="The themes creators browse proposals by."
      />
      {state.status === 'success' && (
        <section
          aria-labelledby="new-category-heading"
          className="grid gap-2 rounded-xl border border-line bg-surface p-4"
        >
          <h2 id="new-category-heading" className="font-semibold text-ink">
            New category
          </h2>
          <CategoryEditor
            idPrefix="new-category"
            label="New category"
            initial={{ name: '', description: '' }}
            submitLabel="Add category"
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
