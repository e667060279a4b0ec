import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { GENERATED_DIR, describeOperations, render } from '../../mocks/scripts/gen-operations.mjs';
import { createAuthStorage } from './auth-storage';
import { createCollaClient } from './client';
import {
  bindApiClient,
  invalidatedKeys,
  writeMutationOptions,
  type MutationVariables,
  type OperationData,
  type OperationParams,
} from './data-layer';
import { ApiError } from './errors';
import { invalidates } from './invalidation';
import * as generated from './operations.gen';
import {
  getCategoryOptions,
  keys,
  listAdminBrandsInfiniteOptions,
  listAdminBrandsOptions,
  listCategoriesOptions,
  listMessagesInfiniteOptions,
} from './operations.gen';
import { operationRoutes, type WriteOperationId } from './routes.gen';
import type { components } from './schema';
import { MemoryStorage } from './test-support';

const BASE = 'http://colla.test';
const server = setupServer();
const seen: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const operations = describeOperations();
const writes = operations.filter((op) => !op.read);
const tags = new Set(operations.map((op) => op.tag));

/** A query cache bound to a client of `BASE`, as `createCollaApp` makes them. */
function setup() {
  const auth = createAuthStorage(new MemoryStorage(), new MemoryStorage());
  const client = createCollaClient({ auth, baseUrl: BASE, onUnauthorized: () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(queryClient, client);
  return queryClient;
}

function record(request: Request) {
  seen.push(new URL(request.url));
}

const category = { id: 3, name: 'Food', slug: 'food', description: null };
const meta = (current: number, last: number) => ({
  current_page: current,
  per_page: 2,
  total: last * 2,
  last_page: last,
});

describe('the generated data layer', () => {
  it('is generated from the current openapi.yaml (run `pnpm gen` when this fails)', async () => {
    const { files } = await render();
    for (const [name, content] of Object.entries(files)) {
      expect(readFileSync(join(GENERATED_DIR, name), 'utf8'), name).toBe(content);
    }
    // Formatting the files takes a few seconds on a busy machine.
  }, 30_000);

  it('routes every operation of the spec by its operationId', () => {
    expect(Object.keys(operationRoutes).toSorted()).toEqual(
      operations.map((op) => op.id).toSorted(),
    );
    for (const op of operations) {
      expect(operationRoutes[op.id as keyof typeof operationRoutes]).toMatchObject({
        tag: op.tag,
        method: op.method,
        path: op.path,
      });
    }
  });

  it('has a query options factory per read and a mutation hook per write', () => {
    const names = new Set(Object.keys(generated));
    for (const op of operations) {
      const name = op.read
        ? `${op.id}Options`
        : `use${op.id.charAt(0).toUpperCase()}${op.id.slice(1)}Mutation`;
      // The event streams are read with `fetch` streaming, not through TanStack Query.
      expect(names.has(name), name).toBe(!['streamConversation', 'streamMyEvents'].includes(op.id));
      if (op.paging) expect(names.has(`${op.id}InfiniteOptions`), op.id).toBe(true);
    }
  });

  it('has infinite options for the reads that page, and only for them', () => {
    const paged = operations.filter((op) => op.paging).map((op) => op.id);
    expect(paged).toContain('listAdminBrands');
    expect(paged).toContain('listMessages');
    expect(paged).not.toContain('listCategories');
    const infinite = Object.keys(generated)
      .filter((name) => name.endsWith('InfiniteOptions'))
      .map((name) => name.replace(/InfiniteOptions$/, ''));
    expect(infinite.toSorted()).toEqual(paged.toSorted());
  });
});

describe('types (checked by the typecheck)', () => {
  it('come from the spec: parameters, data, error, body', () => {
    expectTypeOf<OperationParams<'getCategory'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<OperationData<'listCategories'>>().toEqualTypeOf<
      components['schemas']['CategoryList']
    >();
    expectTypeOf<OperationData<'deleteCategory'>>().toEqualTypeOf<null>();
    expectTypeOf(listCategoriesOptions().queryFn).returns.resolves.toEqualTypeOf<
      components['schemas']['CategoryList']
    >();
    expectTypeOf<MutationVariables<'updateCategory'>['body']>().toEqualTypeOf<
      components['schemas']['CategoryInput']
    >();
    expectTypeOf<MutationVariables<'uploadDealMedia'>['body']>().toEqualTypeOf<FormData>();
    expectTypeOf(writeMutationOptions(operationRoutes.createCategory).onError)
      .parameter(0)
      .toEqualTypeOf<ApiError>();
  });
});

describe('query keys', () => {
  it('start with the tag, then the operationId, then the parameters', () => {
    expect(keys.Categories.all).toEqual(['Categories']);
    expect(keys.Categories.listCategories()).toEqual(['Categories', 'listCategories', {}]);
    expect(keys.Categories.getCategory({ id: 3 })).toEqual([
      'Categories',
      'getCategory',
      { id: 3 },
    ]);
    expect(keys.Brands.listAdminBrandsInfinite({ search: 'forn' })).toEqual([
      'Brands',
      'listAdminBrands',
      'infinite',
      { search: 'forn' },
    ]);
  });

  it('are the keys the options use', () => {
    expect(getCategoryOptions({ id: 3 }).queryKey).toEqual(keys.Categories.getCategory({ id: 3 }));
    expect(listAdminBrandsOptions({ page: 2 }).queryKey).toEqual(
      keys.Brands.listAdminBrands({ page: 2 }),
    );
    expect(listAdminBrandsInfiniteOptions({ search: 'a' }).queryKey).toEqual(
      keys.Brands.listAdminBrandsInfinite({ search: 'a' }),
    );
  });

  it('group every read under its tag', () => {
    for (const [tag, group] of Object.entries(keys)) {
      expect(tags.has(tag), tag).toBe(true);
      expect(group.all).toEqual([tag]);
      for (const [name, key] of Object.entries(group)) {
        if (typeof key !== 'function') continue;
        const made = (key as () => readonly unknown[])();
        expect(made[0], name).toBe(tag);
        expect(made[1], name).toBe(name.replace(/Infinite$/, ''));
      }
    }
  });
});

describe('reads', () => {
  it('send path parameters in the path and the others in the query string', async () => {
    server.use(
      http.get(`${BASE}/api/admin/brands`, ({ request }) => {
        record(request);
        return HttpResponse.json({ data: [], meta: meta(2, 2) });
      }),
      http.get(`${BASE}/api/categories/:id`, ({ request }) => {
        record(request);
        return HttpResponse.json(category);
      }),
    );
    const queryClient = setup();
    await queryClient.fetchQuery(listAdminBrandsOptions({ search: 'forn', page: 2 }));
    expect(await queryClient.fetchQuery(getCategoryOptions({ id: 3 }))).toEqual(category);
    expect(seen.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/admin/brands?search=forn&page=2',
      '/api/categories/3',
    ]);
  });

  it('fail with ApiError: status, body and Retry-After', async () => {
    server.use(
      http.get(`${BASE}/api/categories`, () =>
        HttpResponse.json(
          { message: 'Too many attempts.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      ),
    );
    const error = await setup()
      .fetchQuery(listCategoriesOptions())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts.' },
      retryAfterSeconds: 7,
    });
  });

  it('tell which QueryClient has no client bound', async () => {
    const unbound = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(unbound.fetchQuery(listCategoriesOptions())).rejects.toThrow(/createCollaApp/);
  });
});

describe('infinite reads', () => {
  it('page by `page` until the last page', async () => {
    server.use(
      http.get(`${BASE}/api/admin/brands`, ({ request }) => {
        record(request);
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ data: [{ id: page }], meta: meta(page, 2) });
      }),
    );
    const queryClient = setup();
    const options = listAdminBrandsInfiniteOptions({ search: 'forn' });
    // Asked for three pages, it stops after the last one.
    const result = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(result.pages.map((page) => page.meta.current_page)).toEqual([1, 2]);
    expect(result.pageParams).toEqual([1, 2]);
    expect(seen.map((url) => url.search)).toEqual(['?search=forn&page=1', '?search=forn&page=2']);
  });

  it('page by `before_id` the smallest id seen while more remain', async () => {
    server.use(
      http.get(`${BASE}/api/conversations/:id/messages`, ({ request }) => {
        record(request);
        const before = new URL(request.url).searchParams.get('before_id');
        return before === null
          ? HttpResponse.json({ data: [{ id: 9 }, { id: 8 }], meta: meta(1, 2) })
          : HttpResponse.json({ data: [{ id: 7 }], meta: meta(1, 1) });
      }),
    );
    const queryClient = setup();
    const options = listMessagesInfiniteOptions({ id: 4, per_page: 2 });
    const result = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(result.pages.map((page) => page.data.map((message) => message.id))).toEqual([
      [9, 8],
      [7],
    ]);
    expect(seen.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/conversations/4/messages?per_page=2',
      '/api/conversations/4/messages?per_page=2&before_id=8',
    ]);
  });
});

describe('invalidation', () => {
  it('is declared for every write operation, with known tags and reads', () => {
    expect(Object.keys(invalidates).toSorted()).toEqual(writes.map((op) => op.id).toSorted());
    const reads = new Set(operations.filter((op) => op.query).map((op) => op.id));
    for (const [id, targets] of Object.entries(invalidates)) {
      for (const target of targets as readonly string[]) {
        expect(tags.has(target) || reads.has(target), `${id} → ${target}`).toBe(true);
      }
    }
  });

  it('resolves a tag to its key and a read to its operation prefix', () => {
    expect(invalidatedKeys('createCategory')).toEqual([['Categories']]);
    expect(invalidatedKeys('updateAdminProposal')).toEqual([['Proposals'], ['Dashboard']]);
    expect(invalidatedKeys('markConversationRead')).toEqual([['Chat', 'listConversations']]);
  });

  it('runs when a write succeeds, before its own onSuccess, and not when it fails', async () => {
    let created = 0;
    server.use(
      http.get(`${BASE}/api/categories`, () => HttpResponse.json({ data: [category] })),
      http.get(`${BASE}/api/brands`, () => HttpResponse.json({ data: [] })),
      http.post(`${BASE}/api/admin/categories`, async ({ request }) => {
        created += 1;
        const body = (await request.json()) as { name: string };
        return body.name
          ? HttpResponse.json({ ...category, id: 4, name: body.name }, { status: 201 })
          : HttpResponse.json({ message: 'The name is required.' }, { status: 422 });
      }),
    );
    const queryClient = setup();
    await queryClient.fetchQuery(listCategoriesOptions());
    await queryClient.fetchQuery({ queryKey: keys.Brands.listBrandOptions(), queryFn: () => 1 });
    const stale = () => ({
      categories: queryClient.getQueryState(keys.Categories.listCategories())?.isInvalidated,
      brands: queryClient.getQueryState(keys.Brands.listBrandOptions())?.isInvalidated,
    });

    const order: string[] = [];
    const route = operationRoutes.createCategory;
    const create = new MutationObserver(
      queryClient,
      writeMutationOptions(route, {
        onSuccess: () => {
          order.push(`onSuccess, categories stale: ${String(stale().categories)}`);
        },
      }),
    );
    await expect(create.mutate({ body: { name: '' } })).rejects.toMatchObject({ status: 422 });
    expect(stale()).toEqual({ categories: false, brands: false });

    const saved = await create.mutate({ body: { name: 'Nightlife' } });
    expect(saved).toMatchObject({ id: 4, name: 'Nightlife' });
    expect(order).toEqual(['onSuccess, categories stale: true']);
    expect(stale()).toEqual({ categories: true, brands: false });
    expect(created).toBe(2);
  });

  it('sends an upload as the FormData given, with its own fetch', async () => {
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/api/deals/:id/media`, ({ request }) => {
        record(request);
        contentType = request.headers.get('Content-Type');
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const queryClient = setup();
    const fetched: string[] = [];
    const upload = new MutationObserver(
      queryClient,
      writeMutationOptions(operationRoutes.uploadDealMedia),
    );
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await upload.mutate({
      id: 5,
      body: form,
      request: {
        fetch: (request) => {
          fetched.push(request.url);
          return fetch(request);
        },
      },
    });
    expect(seen.map((url) => url.pathname)).toEqual(['/api/deals/5/media']);
    expect(fetched).toEqual([`${BASE}/api/deals/5/media`]);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('keys each mutation by its tag and operationId', () => {
    for (const id of Object.keys(invalidates) as WriteOperationId[]) {
      const options = writeMutationOptions(operationRoutes[id]);
      expect(options.mutationKey).toEqual([operationRoutes[id].tag, id]);
    }
  });
});
