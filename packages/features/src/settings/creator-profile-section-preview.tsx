import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Globe, Store } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@colla/ui/components/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@colla/ui/components/dialog';
import { Link } from '@colla/ui/components/link';
import { cn } from '@colla/ui/lib/cn';
import {
  CreatorProfileView,
  type ShownCreatorProfile,
} from '../creator-profile/creator-profile-view';

export interface CreatorProfilePreviewProps {
  /** The profile as it is being typed (`previewProfile`). */
  profile: ShownCreatorProfile;
  /** The public page's address while the saved profile is public; null otherwise. */
  publicHref: string | null;
}

/** Who sees the profile, following the visibility chosen in the form, with its icon. */
function Audience({ profile }: { profile: ShownCreatorProfile }) {
  const { t } = useLingui();
  const [Icon, text] =
    profile.visibility === 'public'
      ? [Globe, t`Anyone with the link sees this`]
      : [Store, t`Brands on Colla see this`];
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </>
  );
}

/**
 * For a public profile: the link to its page once saved as public, else that saving makes it
 * one. Nothing for brands only.
 */
function PublicPage({ profile, publicHref }: CreatorProfilePreviewProps) {
  if (profile.visibility !== 'public') return null;
  if (!publicHref) {
    return (
      <p className="text-sm text-muted">
        <Trans>Once you save, it’s also a page on Colla’s site.</Trans>
      </p>
    );
  }
  return (
    <p className="text-sm">
      <Link external href={publicHref}>
        <Trans>Open your public page</Trans>
      </Link>
    </p>
  );
}

/** The profile, framed as a page of its own: the name is an h3 inside the Settings section. */
function PreviewFrame({ profile }: { profile: ShownCreatorProfile }) {
  return (
    <div className="rounded-xl border border-line bg-canvas p-4 sm:p-5">
      <CreatorProfileView profile={profile} headingLevel={3} />
    </div>
  );
}

/**
 * "What brands see", beside the form on a desktop: who sees it, then the profile as it is being
 * typed. It stays in view while the form scrolls, and scrolls itself when taller than the screen.
 */
export function PreviewColumn({
  className,
  ...props
}: CreatorProfilePreviewProps & { className?: string }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="creator-profile-preview"
      // Focusable so a keyboard can scroll it when it is taller than the screen.
      tabIndex={0}
      className={cn(
        'grid content-start gap-3 overflow-y-auto overscroll-contain rounded-xl outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'max-h-[calc(100dvh-6rem)]',
        className,
      )}
    >
      <div className="grid gap-1">
        <p id={titleId} className="text-sm font-semibold tracking-wide text-primary-800 uppercase">
          {t`What brands see`}
        </p>
        <p className="flex items-start gap-2 text-sm text-muted">
          <Audience profile={props.profile} />
        </p>
        <PublicPage {...props} />
      </div>
      <PreviewFrame profile={props.profile} />
    </section>
  );
}

/**
 * On a phone (and any screen without room for the column): a button that opens the preview in
 * a side sheet, the whole screen on a phone, so the form stays short. Escape or Close shut it
 * and focus goes back to the button.
 */
export function PreviewSheet({
  className,
  ...props
}: CreatorProfilePreviewProps & { className?: string }) {
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          // A long label wraps on a narrow phone rather than widening the page.
          className={cn('h-auto min-h-11 max-w-full py-2 whitespace-normal sm:min-h-10', className)}
        >
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Preview what brands see</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent side="right" size="md" data-slot="creator-profile-preview">
        <DialogHeader>
          <DialogTitle>{t`What brands see`}</DialogTitle>
          <DialogDescription className="flex items-start gap-2">
            <Audience profile={props.profile} />
          </DialogDescription>
          <PublicPage {...props} />
        </DialogHeader>
        <DialogBody>
          <PreviewFrame profile={props.profile} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
