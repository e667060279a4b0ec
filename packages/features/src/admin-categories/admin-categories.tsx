import {
  isApiError,
  listCategoriesOptions,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
} from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import {
  AdminCategoriesView,
  type AdminCategoriesState,
  type AdminCategory,
  type CategoryInput,
} from './admin-categories-view';

/**
 * Lists the categories (`listCategories`) and creates, renames and deletes them
 * (`createCategory`, `updateCategory`, `deleteCategory`); each write refreshes the list itself.
 * Needs no props.
 */
export function AdminCategories() {
  const [notice, setNotice] = useState<string | null>(null);
  const result = useQuery(listCategoriesOptions());
  const create = useCreateCategoryMutation();
  const update = useUpdateCategoryMutation();
  const removal = useDeleteCategoryMutation();

  let state: AdminCategoriesState;
  if (result.isSuccess) state = { status: 'success', categories: result.data.data };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(result.error),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  return (
    <AdminCategoriesView
      state={state}
      notice={notice}
      onCreate={async (body: CategoryInput) => {
        const created = await create.mutateAsync({ body });
        setNotice(`${created.name} was added.`);
      }}
      onUpdate={async (category: AdminCategory, body: CategoryInput) => {
        const saved = await update.mutateAsync({ id: category.id, body });
        setNotice(`${saved.name} was saved.`);
      }}
      onDelete={async (category: AdminCategory) => {
        try {
          await removal.mutateAsync({ id: category.id });
        } catch (error) {
          throw new Error(failureMessage(error));
        }
        setNotice(`${category.name} was deleted.`);
      }}
    />
  );
}
