import { CheckCircle2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePage } from '../sections/message-page';
import { SiteButtonLink, type SitePageProps } from '../sections/site-link';

export type TestPageProps = SitePageProps & {
  appName?: string;
  /** The build's version, e.g. "1.0.0" or a commit. */
  version?: string;
  /** The build mode, e.g. "production". */
  mode?: string;
  /** When the build was made, shown as given (e.g. an ISO timestamp). */
  builtAt?: string;
  /** Whether API calls are answered by the mocks. */
  apiMocking?: boolean;
  /** The homepage. */
  homeHref?: string;
};

/**
 * The test page (/test): proof that the public site was built and is being served. It calls
 * nothing, so it loads even when the API is down.
 */
export function TestPage({
  appName = 'Colla',
  version,
  mode,
  builtAt,
  apiMocking,
  homeHref = '/home',
  className,
}: TestPageProps) {
  const { t } = useLingui();
  const facts: { term: string; detail: string; time?: boolean }[] = [
    { term: t`App`, detail: appName },
  ];
  if (version) facts.push({ term: t`Version`, detail: version });
  if (mode) facts.push({ term: t`Mode`, detail: mode });
  if (builtAt) facts.push({ term: t`Built`, detail: builtAt, time: true });
  if (apiMocking !== undefined) {
    facts.push({ term: 'API', detail: apiMocking ? t`Mock answers` : t`Live server` });
  }
  return (
    <MessagePage
      slot="test-page"
      titleId="test-title"
      picture={<CheckCircle2 aria-hidden="true" className="size-12 text-success-700" />}
      title={t`${appName} is running`}
      description={t`The public site was built and is being served. This page makes no calls to the API.`}
      className={className}
    >
      <dl className="grid w-full max-w-sm gap-2 rounded-2xl border border-line bg-surface p-5 text-left text-sm">
        {facts.map(({ term, detail, time }) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium break-all">
              {time ? <time dateTime={detail}>{detail}</time> : detail}
            </dd>
          </div>
        ))}
      </dl>
      <SiteButtonLink href={homeHref} variant="outline">
        <Trans>Go to the homepage</Trans>
      </SiteButtonLink>
    </MessagePage>
  );
}
