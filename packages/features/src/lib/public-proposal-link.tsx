import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ExternalLink, Link as LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@colla/ui/components/button';

/** The public page of a proposal on the site (`/proposals/{slug}`). */
export const publicProposalPath = (slug: string) => `/proposals/${encodeURIComponent(slug)}`;

/** The browser's clipboard; stories pass their own. */
export const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

export interface PublicProposalLinksProps {
  slug: string;
  /** Copies text; the browser's clipboard unless given (for stories). */
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/**
 * "View public page" (the site's page of the proposal) and "Copy link" (its full address; then
 * "Link copied", said politely to screen readers too).
 */
export function PublicProposalLinks({ slug, copyText = clipboardCopy }: PublicProposalLinksProps) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const path = publicProposalPath(slug);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={path}>
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>View public page</Trans>
          </a>
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            copyText(new URL(path, window.location.origin).href).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            );
          }}
        >
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <LinkIcon aria-hidden="true" className="size-4" />
          )}
          <Trans>Copy link</Trans>
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted">
        {copy === 'copied'
          ? t`Link copied`
          : copy === 'failed'
            ? t`We couldn’t copy the link. Copy it from the public page’s address bar.`
            : null}
      </p>
    </div>
  );
}
