import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';

/** The update-required message, in the product's wording (docs/decisions.md). */
export const UPDATE_REQUIRED_MESSAGE = msg`Please update the app to the latest version to continue`;

/** The placeholder version the product shows. */
export const UPDATE_REQUIRED_VERSION = '1.0.0';

export interface UpdateRequiredModalProps {
  /**
   * Never true in the product (the update-required modal, docs/decisions.md); only the story opens
   * it.
   */
  open: boolean;
  /** Where "Update app" goes, e.g. the platform's app store page. */
  updateHref: string;
  /** The version to update to. */
  version?: string;
}

/**
 * Asks for an app update and cannot be dismissed: no close button, Escape and clicks outside do
 * nothing; focus stays on the update link.
 */
export function UpdateRequiredModal({
  open,
  updateHref,
  version = UPDATE_REQUIRED_VERSION,
}: UpdateRequiredModalProps) {
  const { i18n } = useLingui();
  const update = useRef<HTMLAnchorElement>(null);
  const stay = (event: Event) => event.preventDefault();
  return (
    <Dialog open={open}>
      <DialogContent
        data-slot="update-required-modal"
        size="sm"
        showCloseButton={false}
        onEscapeKeyDown={stay}
        onPointerDownOutside={stay}
        onInteractOutside={stay}
        onOpenAutoFocus={(event) => {
          // Radix skips links when it picks the first control; the update link is the only one.
          event.preventDefault();
          update.current?.focus();
        }}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>
            <Trans>Update required</Trans>
          </DialogTitle>
          <DialogDescription className="text-base">
            {i18n._(UPDATE_REQUIRED_MESSAGE)}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted">
          <Trans>
            Latest version: <span className="font-semibold text-ink">{version}</span>
          </Trans>
        </p>
        <DialogFooter>
          <Button asChild size="lg" className="sm:h-11">
            <a ref={update} href={updateHref}>
              <Download aria-hidden="true" className="size-5" />
              <Trans>Update app</Trans>
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
