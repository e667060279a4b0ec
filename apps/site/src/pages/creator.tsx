import { CollaProvider, createCollaApp, getPublicCreatorProfileOptions } from '@colla/api-client';
import { PublicCreatorPage } from '@colla/features/public-creator';
import { localePath, splitLocalePath } from '@colla/features/site/locale';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { creatorMeta, missingCreatorMeta, PageMeta } from '../page-meta';
import { creatorUsername, type PageProps } from '../pages';

/** The head follows the data when the profile is read in the browser (development). */
function CreatorMeta({ username }: { username: string }) {
  // The same query as the page's (one request, shared cache).
  const { data, isError } = useQuery(getPublicCreatorProfileOptions({ username }));
  if (data) return <PageMeta {...creatorMeta(data)} />;
  return isError ? <PageMeta {...missingCreatorMeta()} /> : null;
}

/** A query cache that starts with what the server rendered, so the page is the same. */
function createCreatorApp(username: string, snapshot: PageProps['snapshot']) {
  const app = createCollaApp();
  if (snapshot && 'creator' in snapshot) {
    app.queryClient.setQueryData(
      getPublicCreatorProfileOptions({ username }).queryKey,
      snapshot.creator,
    );
  }
  return app;
}

/**
 * `/creators/{username}`: a public creator profile, rendered by the API server with its data (a
 * brands-only or unknown profile is a 404 page); in development, read in the browser.
 */
export default function CreatorRoute({ pathname, snapshot }: PageProps) {
  const username = creatorUsername(pathname);
  const [app] = useState(() => createCreatorApp(username, snapshot));
  const { locale } = splitLocalePath(pathname);
  return (
    <CollaProvider app={app}>
      {snapshot ? null : <CreatorMeta username={username} />}
      <PublicCreatorPage
        username={username}
        brandsHref={localePath('/brands', locale)}
        homeHref={localePath('/home', locale)}
        // The page is not hydrated: what the server found is what it shows.
        missing={snapshot?.status === 'not-found'}
      />
    </CollaProvider>
  );
}
