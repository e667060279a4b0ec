import {
  listCategoriesOptions,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
} from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import {
  AdminCategoriesView,
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
  const state = toViewState(useQuery({ ...listCategoriesOptions(), select: (page) => page.data }));
  const create = useCreateCategoryMutation();
  const update = useUpdateCategoryMutation();
  const removal = useDeleteCategoryMutation();

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
