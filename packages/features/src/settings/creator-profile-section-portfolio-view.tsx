import type { components } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Check, Images, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@colla/ui/components/dialog';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState } from '@colla/ui/components/error-state';
import { Field } from '@colla/ui/components/field';
import { IconButton } from '@colla/ui/components/icon-button';
import { Input } from '@colla/ui/components/input';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Spinner } from '@colla/ui/components/spinner';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridDate } from '@colla/ui/lib/format';
import { MadeFor, PortfolioMedia, type PortfolioItem } from '../creator-profile/portfolio-view';
import { MEDIA_ACCEPT } from '../media-library/media-library-view';
import { PROFILE_FIELD_IDS } from './creator-profile-section-guide';
import { SettingsCard } from './settings-card';

export type PortfolioCandidate = components['schemas']['PortfolioCandidate'];

/** The most items a portfolio holds (the server refuses a 13th). */
export const PORTFOLIO_LIMIT = 12;
/** The longest caption. */
export const CAPTION_MAX_LENGTH = 200;

export const PORTFOLIO_FULL_MESSAGE = msg`Your portfolio is full. Remove an item to add another.`;
export const NO_CANDIDATES_MESSAGE = msg`The photos and videos you deliver on your deals appear here, ready to add to your portfolio.`;

/** The upload as it stands: nothing sent yet, sending (percent), or failed (why). */
export type PortfolioUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'failed'; message: string };

/** The delivered content to pick from, in its dialog. */
export type CandidatesState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | { status: 'ready'; candidates: readonly PortfolioCandidate[] };

export interface PortfolioEditorProps {
  items: readonly PortfolioItem[];
  /** The caption typed for the next upload; kept when an upload fails. */
  caption: string;
  onCaptionChange: (caption: string) => void;
  upload: PortfolioUploadState;
  onUpload: (file: File) => void;
  /** The dialog of delivered content: whether it is open, and what it lists. */
  candidatesOpen: boolean;
  onCandidatesOpenChange: (open: boolean) => void;
  candidates: CandidatesState;
  /** Adds a delivered file; the promise rejects with the reason to show. */
  onPick: (mediaId: number) => Promise<unknown>;
  onCaptionSave: (id: number, caption: string) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** Moves an item one place up (-1) or down (1). */
  onMove: (id: number, step: -1 | 1) => void;
  /** A move is being saved: the move buttons wait. */
  moving?: boolean;
  /** Why the last move failed. */
  moveError?: string | null;
}

export type PortfolioSectionViewProps =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | ({ state: 'ready' } & PortfolioEditorProps);

function UploadProgress({ fileName, progress }: { fileName: string; progress: number }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="truncate text-ink">{fileName}</p>
      <div
        role="progressbar"
        aria-label={t`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-primary-700 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}

/** The caption for the next item, and the two ways to add one: upload, or pick delivered content. */
function AddItem(props: PortfolioEditorProps) {
  const { t } = useLingui();
  const [pickerKey, setPickerKey] = useState(0);
  const uploading = props.upload.status === 'uploading';
  return (
    <div className="grid gap-4 rounded-xl border border-line bg-canvas p-4">
      <Field
        label={t`Caption (optional)`}
        hint={t`At most ${CAPTION_MAX_LENGTH} characters, shown under the photo or video.`}
        error={props.upload.status === 'failed' ? props.upload.message : undefined}
      >
        <Input
          id="settings-portfolio-caption"
          maxLength={CAPTION_MAX_LENGTH}
          value={props.caption}
          disabled={uploading}
          onChange={(event) => props.onCaptionChange(event.target.value)}
        />
      </Field>
      {props.upload.status === 'uploading' && (
        <UploadProgress fileName={props.upload.fileName} progress={props.upload.progress} />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <label
          className={cn(
            'inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 sm:h-10',
            'peer-focus-visible:outline-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          <input
            key={pickerKey}
            id={PROFILE_FIELD_IDS.portfolio}
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={uploading}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) props.onUpload(file);
              setPickerKey((key) => key + 1);
            }}
          />
          <Upload aria-hidden="true" className="size-4" />
          <Trans>Upload a photo or video</Trans>
        </label>
        <Button
          variant="outline"
          disabled={uploading}
          onClick={() => props.onCandidatesOpenChange(true)}
        >
          <Images aria-hidden="true" />
          <Trans>Pick from delivered content</Trans>
        </Button>
      </div>
    </div>
  );
}

/** One delivered file to pick: what it is, for whom, and Add (or "In your portfolio"). */
function CandidateRow({
  candidate,
  onPick,
}: {
  candidate: PortfolioCandidate;
  onPick: (mediaId: number) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<{ adding: boolean; error: string | null }>({
    adding: false,
    error: null,
  });
  const name = candidate.original_name;
  const brand = candidate.deal.brand_name;
  const delivered = formatMadridDate(candidate.created_at);
  async function add() {
    setState({ adding: true, error: null });
    try {
      await onPick(candidate.media_id);
      setState({ adding: false, error: null });
    } catch (error) {
      setState({ adding: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return (
    <li
      data-added={candidate.in_portfolio || undefined}
      className="grid grid-cols-[5rem_1fr] gap-3 py-3 first:pt-0 last:pb-0"
    >
      <div className="aspect-[4/5] overflow-hidden rounded-lg bg-neutral-100">
        {candidate.kind === 'image' ? (
          <img
            src={candidate.url}
            alt=""
            width={80}
            height={100}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <video
            src={candidate.url}
            preload="metadata"
            muted
            playsInline
            width={80}
            height={100}
            aria-hidden="true"
            className="size-full bg-neutral-900 object-cover"
          />
        )}
      </div>
      <div className="grid min-w-0 content-start gap-1">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="text-sm text-muted">
          <Trans>
            For {brand} · {delivered}
          </Trans>
        </p>
        {candidate.in_portfolio ? (
          <p className="flex items-center gap-1 text-sm font-semibold text-success-700">
            <Check aria-hidden="true" className="size-4" />
            <Trans>In your portfolio</Trans>
          </p>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            aria-label={t`Add ${name} to your portfolio`}
            disabled={state.adding}
            onClick={() => void add()}
          >
            {state.adding ? <Spinner size="sm" label={t`Adding…`} /> : <Trans>Add</Trans>}
          </Button>
        )}
        {state.error && (
          <p role="alert" className="text-sm text-danger-700">
            {state.error}
          </p>
        )}
      </div>
    </li>
  );
}

/** The dialog listing the content the creator delivered on their deals, newest first. */
export function CandidatesDialog({
  open,
  onOpenChange,
  candidates,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  candidates: CandidatesState;
  onPick: (mediaId: number) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  let body: ReactNode;
  if (candidates.status === 'loading') {
    body = <Spinner label={t`Loading your delivered content…`} />;
  } else if (candidates.status === 'error') {
    body = (
      <ErrorState
        headingLevel={3}
        heading={t`We couldn’t load your delivered content`}
        message={candidates.message}
        onRetry={candidates.onRetry}
        retrying={candidates.retrying ?? false}
      />
    );
  } else if (candidates.candidates.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Images aria-hidden="true" />}
        title={t`Nothing delivered yet`}
        description={i18n._(NO_CANDIDATES_MESSAGE)}
      />
    );
  } else {
    body = (
      <ul aria-label={t`Delivered content`} className="grid divide-y divide-line">
        {candidates.candidates.map((candidate) => (
          <CandidateRow key={candidate.media_id} candidate={candidate} onPick={onPick} />
        ))}
      </ul>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t`Pick from delivered content`}</DialogTitle>
          <DialogDescription>
            <Trans>
              A copy goes into your portfolio: it stays even if the file is removed from the deal.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

/** An item's caption, edited in place: Save appears once it is changed. */
function CaptionEditor({
  item,
  n,
  onSave,
}: {
  item: PortfolioItem;
  /** The item's place, 1 for the first. */
  n: number;
  onSave: (caption: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(item.caption ?? '');
  const [state, setState] = useState<{ saving: boolean; error: string | null; saved: boolean }>({
    saving: false,
    error: null,
    saved: false,
  });
  const changed = value.trim() !== (item.caption ?? '');
  async function save() {
    setState({ saving: true, error: null, saved: false });
    try {
      await onSave(value);
      setState({ saving: false, error: null, saved: true });
    } catch (error) {
      setState({
        saving: false,
        error: error instanceof Error ? error.message : String(error),
        saved: false,
      });
    }
  }
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void save();
      }}
    >
      <Field
        label={t`Caption for item ${n}`}
        error={state.error ?? undefined}
        status={state.saved && !changed ? t`Caption saved.` : undefined}
        className="min-w-0 flex-1 [&_label]:sr-only"
      >
        <Input
          maxLength={CAPTION_MAX_LENGTH}
          value={value}
          placeholder={t`No caption`}
          onChange={(event) => {
            setValue(event.target.value);
            setState((current) => ({ ...current, saved: false }));
          }}
        />
      </Field>
      {changed && (
        <Button type="submit" size="sm" variant="outline" disabled={state.saving}>
          {state.saving ? <Spinner size="sm" label={t`Saving…`} /> : <Trans>Save caption</Trans>}
        </Button>
      )}
    </form>
  );
}

function ItemRow({
  item,
  index,
  total,
  props,
}: {
  item: PortfolioItem;
  index: number;
  total: number;
  props: PortfolioEditorProps;
}) {
  const { t } = useLingui();
  const n = index + 1;
  const alt = item.caption ?? t`Portfolio item ${n} of ${total}`;
  return (
    <li
      data-item-id={item.id}
      className="grid grid-cols-[5.5rem_1fr] gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[7rem_1fr]"
    >
      <div className="aspect-[4/5] overflow-hidden rounded-lg bg-neutral-100">
        <PortfolioMedia item={item} alt={alt} sizes="7rem" fill />
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <p className="text-sm font-semibold text-muted">
          <Trans>
            {n} of {total}
          </Trans>
        </p>
        <CaptionEditor
          item={item}
          n={n}
          onSave={(caption) => props.onCaptionSave(item.id, caption)}
        />
        <MadeFor item={item} />
        <div className="flex flex-wrap gap-2">
          <IconButton
            variant="outline"
            size="sm"
            label={t`Move item ${n} up`}
            data-move="up"
            disabled={index === 0 || props.moving}
            onClick={() => props.onMove(item.id, -1)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            variant="outline"
            size="sm"
            label={t`Move item ${n} down`}
            data-move="down"
            disabled={index === total - 1 || props.moving}
            onClick={() => props.onMove(item.id, 1)}
          >
            <ArrowDown />
          </IconButton>
          <ConfirmDialog
            destructive
            title={t`Remove item ${n} from your portfolio?`}
            message={t`Its photo or video is deleted from your portfolio. This cannot be undone.`}
            confirmLabel={t`Remove`}
            onConfirm={() => props.onDelete(item.id)}
            trigger={
              <IconButton variant="outline" size="sm" label={t`Remove item ${n}`}>
                <Trash2 />
              </IconButton>
            }
          />
        </div>
      </div>
    </li>
  );
}

/**
 * After a move the item's button is in a new place: focus follows it (or its other move button
 * when it reached an end), so the keyboard can go on moving it.
 */
function useFocusAfterMove(items: readonly PortfolioItem[], moving: boolean) {
  const listRef = useRef<HTMLOListElement>(null);
  const pending = useRef<{ id: number; step: -1 | 1 } | null>(null);
  const order = items.map((item) => item.id).join(',');
  useEffect(() => {
    const move = pending.current;
    // The buttons wait while the move is saved: focus goes back once they are on again.
    if (!move || moving || !listRef.current) return;
    const row = listRef.current.querySelector(`[data-item-id="${move.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(
      `[data-move="${move.step === -1 ? 'up' : 'down'}"]`,
    );
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${move.step === -1 ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    pending.current = null;
  }, [order, moving]);
  return { listRef, remember: (id: number, step: -1 | 1) => (pending.current = { id, step }) };
}

function PortfolioEditor(props: PortfolioEditorProps) {
  const { t, i18n } = useLingui();
  const count = props.items.length;
  const full = count >= PORTFOLIO_LIMIT;
  const { listRef, remember } = useFocusAfterMove(props.items, props.moving ?? false);
  const countId = useId();
  return (
    <div className="grid gap-5">
      <p id={countId} className="font-semibold text-ink" aria-live="polite">
        <Trans>
          {count} of {PORTFOLIO_LIMIT}
        </Trans>
      </p>
      {full ? (
        <p className="rounded-xl border border-line bg-canvas p-4 text-sm text-muted">
          {i18n._(PORTFOLIO_FULL_MESSAGE)}
        </p>
      ) : (
        <AddItem {...props} />
      )}
      {props.moveError && (
        <p role="alert" className="text-sm text-danger-700">
          {props.moveError}
        </p>
      )}
      {count === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Images aria-hidden="true" />}
          title={t`Your portfolio is empty`}
          description={t`Add photos or videos of your best work: brands look at them before they choose.`}
        />
      ) : (
        <ol
          ref={listRef}
          aria-label={t`Your portfolio items`}
          aria-describedby={countId}
          className="grid divide-y divide-line"
        >
          {props.items.map((item, index) => (
            <ItemRow
              key={item.id}
              item={item}
              index={index}
              total={count}
              props={{
                ...props,
                onMove: (id, step) => {
                  remember(id, step);
                  props.onMove(id, step);
                },
              }}
            />
          ))}
        </ol>
      )}
      <CandidatesDialog
        open={props.candidatesOpen}
        onOpenChange={props.onCandidatesOpenChange}
        candidates={props.candidates}
        onPick={props.onPick}
      />
    </div>
  );
}

/**
 * "Portfolio" in Settings: up to 12 photos or videos ("7 of 12"), uploaded with a caption or
 * picked from delivered content; each caption edited in place, each item moved up or down or
 * removed (after asking).
 */
export function PortfolioSectionView(props: PortfolioSectionViewProps) {
  const { t } = useLingui();
  let body: ReactNode;
  if (props.state === 'loading') {
    body = (
      <div aria-busy="true" className="grid gap-4">
        <Spinner label={t`Loading your portfolio…`} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Skeleton className="aspect-[4/5] h-auto" />
          <Skeleton className="aspect-[4/5] h-auto" />
        </div>
      </div>
    );
  } else if (props.state === 'error') {
    body = (
      <ErrorState
        headingLevel={3}
        heading={t`We couldn’t load your portfolio`}
        message={props.message}
        onRetry={props.onRetry}
        retrying={props.retrying ?? false}
      />
    );
  } else {
    body = <PortfolioEditor {...props} />;
  }
  return (
    <SettingsCard
      title={t`Portfolio`}
      description={t`Up to ${PORTFOLIO_LIMIT} photos or videos of your work. Brands see them on your profile, in this order.`}
    >
      {body}
    </SettingsCard>
  );
}
