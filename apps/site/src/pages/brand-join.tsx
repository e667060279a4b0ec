import { CollaProvider, createCollaApp } from '@colla/api-client';
import { localePath, splitLocalePath } from '@colla/features/site/locale';
import { BrandJoinPage } from '@colla/features/site/pages';
import { useState } from 'react';
import type { PageProps } from '../pages';

/** `/brands/join`: prerendered, then hydrated so the form can send the request. */
export default function BrandJoinRoute({ pathname }: PageProps) {
  const [app] = useState(() => createCollaApp());
  const { locale } = splitLocalePath(pathname);
  return (
    <CollaProvider app={app}>
      <BrandJoinPage privacyHref={localePath('/privacy-policy', locale)} />
    </CollaProvider>
  );
}
