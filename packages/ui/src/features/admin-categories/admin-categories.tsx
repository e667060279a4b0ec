import { isApiError, useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../lib/form-failure';
import {
  AdminCategoriesView,
  type AdminCategoriesState,
  type AdminCategory,
  type CategoryInput,
} from './admin-categories-view';

export const CATEGORIES_PATH = '/api/categories';

/**
 * Lists `GET /api/categories` and creates, renames and deletes them with
 * `POST /api/admin/categories`, `PUT` and `DELETE /api/admin/categories/{id}`. Needs no props.
 */
export function AdminCategories() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const result = api.useQuery('get', CATEGORIES_PATH, undefined);
  const create = api.useMutation('post', '/api/admin/categories');
  const update = api.useMutation('put', '/api/admin/categories/{id}');
  const removal = api.useMutation('delete', '/api/admin/categories/{id}');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', CATEGORIES_PATH] });

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
        await refresh();
      }}
      onUpdate={async (category: AdminCategory, body: CategoryInput) => {
        const saved = await update.mutateAsync({ params: { path: { id: category.id } }, body });
        setNotice(`${saved.name} was saved.`);
        await refresh();
      }}
      onDelete={async (category: AdminCategory) => {
        try {
          await removal.mutateAsync({ params: { path: { id: category.id } } });
        } catch (error) {
          throw new Error(failureMessage(error));
        }
        setNotice(`${category.name} was deleted.`);
        await refresh();
      }}
    />
  );
}
