import {
  getAdminBrandOptions,
  isApiError,
  listAdminUsersOptions,
  useCreateBrandMutation,
  useDeleteBrandMutation,
  useUpdateBrandMutation,
} from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { ErrorState, NoAccessState } from '@colla/ui/components/error-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { failureMessage, toFormFailure, type FormFailure } from '../lib/form-failure';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { buttonVariants } from '@colla/ui/components/button';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { AdminBrandForm, type ManagerOption, type ManagerOptionsState } from './admin-brand-form';
import {
  brandFormValues,
  brandServerFieldOf,
  type BrandFormField,
  type BrandInput,
} from './admin-brand-form-values';
import { brandDeleteError } from './admin-brands-list';
import {
  ADMIN_BRANDS_TITLE,
  DELETE_BRAND_LABEL,
  DELETE_BRAND_MESSAGE,
  type AdminBrand,
} from './admin-brands-list-view';

export const NEW_BRAND_TITLE = msg`New brand`;
export const EDIT_BRAND_TITLE = msg`Edit brand`;
export const BRAND_NOT_FOUND_HEADING = msg`Brand not found`;
export const BRAND_NOT_FOUND_MESSAGE = msg`This brand doesn’t exist any more. It may have been deleted by another admin.`;
export const BRAND_LOAD_ERROR_HEADING = msg`We couldn’t load this brand`;
export const BRAND_FORBIDDEN_MESSAGE = msg`Brands are managed by Colla admins. Sign in with an admin account to edit them.`;
/** Brand users loaded to choose managers from. */
export const MANAGER_OPTIONS_LIMIT = 100;

export interface AdminBrandFormScreenProps {
  /** The brand to edit; left out, the screen creates a new brand. */
  brandId?: number;
  /** Told of the saved brand (e.g. go back to the list). */
  onSaved: (brand: AdminBrand) => void;
  /** Told after the brand was deleted from this screen (e.g. go back to the list). */
  onDeleted?: (brand: AdminBrand) => void;
  /** Where Cancel (and the header's back link) go, e.g. `/app/admin/brands`. */
  cancelHref: string;
}

function useManagerOptions(known: readonly ManagerOption[]): ManagerOptionsState {
  const users = useQuery(listAdminUsersOptions({ type: 'brand', per_page: MANAGER_OPTIONS_LIMIT }));
  if (users.isPending) return { status: 'loading' };
  if (users.isError)
    return {
      status: 'error',
      message: failureMessage(users.error),
      onRetry: () => void users.refetch(),
    };
  const options: ManagerOption[] = users.data.data.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
  }));
  // Current managers stay choosable even if they are not among the users loaded.
  for (const manager of known)
    if (!options.some((option) => option.id === manager.id)) options.push(manager);
  options.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { status: 'success', options };
}

function FormBody({
  brand,
  onSaved,
  onDeleted,
  cancelHref,
}: Omit<AdminBrandFormScreenProps, 'brandId'> & { brand?: AdminBrand }) {
  const { i18n, t } = useLingui();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure<BrandFormField> | null>(null);
  const managerOptions = useManagerOptions(
    brand?.managers.map((manager) => ({ id: manager.id, name: manager.name })) ?? [],
  );
  const removal = useDeleteBrandMutation();
  const create = useCreateBrandMutation();
  const update = useUpdateBrandMutation();

  const submit = async (body: BrandInput) => {
    setSaving(true);
    try {
      const saved = brand
        ? await update.mutateAsync({ id: brand.id, body })
        : await create.mutateAsync({ body });
      setFailure(null);
      onSaved(saved);
    } catch (error) {
      setFailure(toFormFailure(error, brandServerFieldOf));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!brand) return;
    try {
      await removal.mutateAsync({ id: brand.id });
    } catch (error) {
      throw brandDeleteError(error);
    }
    onDeleted?.(brand);
  };

  const brandName = brand?.name;
  return (
    <AdminBrandForm
      initialValues={brand ? brandFormValues(brand) : undefined}
      managerOptions={managerOptions}
      onSubmit={submit}
      submitting={saving}
      failure={failure}
      submitLabel={brand ? t`Save changes` : t`Create brand`}
      cancelHref={cancelHref}
      extraActions={
        brand && onDeleted ? (
          <ConfirmDialog
            title={t`Delete ${brandName}?`}
            message={i18n._(DELETE_BRAND_MESSAGE)}
            confirmLabel={i18n._(DELETE_BRAND_LABEL)}
            destructive
            onConfirm={remove}
            trigger={
              <Button variant="ghost" className="text-danger-700">
                {i18n._(DELETE_BRAND_LABEL)}
              </Button>
            }
          />
        ) : undefined
      }
    />
  );
}

function EditBody({ brandId, ...props }: AdminBrandFormScreenProps & { brandId: number }) {
  const { i18n, t } = useLingui();
  const result = useQuery(getAdminBrandOptions({ id: brandId }));
  if (result.isPending)
    return (
      <div aria-busy="true" className="grid max-w-2xl gap-4">
        <p role="status" className="sr-only">
          <Trans>Loading brand…</Trans>
        </p>
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
        <Skeleton className="h-10" />
      </div>
    );
  if (result.isError) {
    if (isApiError(result.error, 404))
      return (
        <div className="grid justify-items-start gap-4">
          <ErrorState
            className="w-full"
            heading={i18n._(BRAND_NOT_FOUND_HEADING)}
            message={i18n._(BRAND_NOT_FOUND_MESSAGE)}
          />
          {renderLinkOrAnchor(
            { href: props.cancelHref, label: t`Back to brands` },
            buttonVariants({ variant: 'outline' }),
            t`Back to brands`,
          )}
        </div>
      );
    if (isApiError(result.error, 403))
      return <NoAccessState message={i18n._(BRAND_FORBIDDEN_MESSAGE)} />;
    return (
      <ErrorState
        heading={i18n._(BRAND_LOAD_ERROR_HEADING)}
        message={failureMessage(result.error)}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }
  return <FormBody key={result.data.id} brand={result.data} {...props} />;
}

/**
 * Creates (`createBrand`) or edits (`getAdminBrand`, then `updateBrand`) a brand, choosing its
 * managers among brand users (`listAdminUsers`); edit also deletes (`deleteBrand`), after a
 * confirmation. Each write's declared invalidation refreshes the brand lists.
 */
export function AdminBrandFormScreen(props: AdminBrandFormScreenProps) {
  const { i18n, t } = useLingui();
  const { brandId, cancelHref } = props;
  return (
    <div data-slot="admin-brand-form-screen" className="grid gap-6">
      <PageHeader
        title={i18n._(brandId === undefined ? NEW_BRAND_TITLE : EDIT_BRAND_TITLE)}
        description={
          brandId === undefined
            ? t`Add a Barcelona brand and choose the brand users who manage it.`
            : t`Update the brand’s details and who manages it.`
        }
        back={{ href: cancelHref, label: i18n._(ADMIN_BRANDS_TITLE) }}
      />
      {brandId === undefined ? <FormBody {...props} /> : <EditBody {...props} brandId={brandId} />}
    </div>
  );
}
