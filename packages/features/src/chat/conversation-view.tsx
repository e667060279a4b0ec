import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ArrowDown,
  CircleAlert,
  MessagesSquare,
  RotateCw,
  SendHorizontal,
  WifiOff,
  X,
} from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SubmitEvent,
} from 'react';
import { Avatar } from '@colla/ui/components/avatar';
import { Button } from '@colla/ui/components/button';
import { ErrorState } from '@colla/ui/components/error-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Textarea } from '@colla/ui/components/textarea';
import { cn } from '@colla/ui/lib/cn';
import { formatMadridDate, formatMadridTimestamp } from '@colla/ui/lib/format';
import { AppLink } from '@colla/ui/lib/link';
import { MESSAGE_MAX_LENGTH, type ChatUser, type DeliveryState } from './chat-messages';
import { PersonSkeleton } from './conversation-parts';
import { MessageText } from './message-text';
import { RoundIcon } from '../lib/deal-round-icon';
import { UserAvatar } from '../lib/deal-user-avatar';

export const CONVERSATION_ERROR_MESSAGE = msg`Failed to load messages`;
export const CONVERSATION_NOT_FOUND_MESSAGE = msg`This conversation doesn't exist or has been removed.`;
export const CONVERSATION_FORBIDDEN_MESSAGE = msg`You don't have access to this conversation.`;
export const CONVERSATION_EMPTY_TITLE = msg`No messages yet`;
export const CONVERSATION_EMPTY_DESCRIPTION = msg`Say hola! Agree on dates, details and anything else for this collaboration here.`;
export const MESSAGE_FAILED_LABEL = msg`Not sent`;
export const LOAD_OLDER_LABEL = msg`Load older messages`;
export const NEW_MESSAGES_LABEL = msg`New messages`;
export const RECONNECTING_LABEL = msg`Reconnecting…`;
/** The counter shows once this few characters are left. */
export const MESSAGE_COUNTER_THRESHOLD = 500;

/** Who the viewer is talking to. */
export interface ConversationPartner {
  name: string;
  /** For the avatar's initials; a brand has only its name. */
  firstName: string;
  lastName?: string | null;
  avatarSrc?: string | null;
}

/** One message as shown: confirmed, or one of the viewer's own still sending or failed. */
export interface ConversationEntry {
  /** Stable across the optimistic copy and the stored message (the client id when there is one). */
  key: string;
  body: string;
  sender: ChatUser;
  /** ISO 8601. */
  createdAt: string;
  own: boolean;
  delivery: DeliveryState;
}

export interface ConversationReady {
  status: 'ready';
  partner: ConversationPartner;
  proposalName: string;
  /** The deal's page: the header names the deal and links to it (not shown on the deal page). */
  dealHref?: string | undefined;
  /** Oldest first. */
  entries: ConversationEntry[];
  /** More messages remain before the oldest shown. */
  hasOlder: boolean;
  loadingOlder?: boolean;
  /** Loading older messages failed; the button tries again. */
  olderFailed?: boolean;
  onLoadOlder: () => void;
  /** Sends a new message (already trimmed and not empty). */
  onSend: (body: string) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** False for readers who cannot take part (admins): no composer. */
  canSend?: boolean;
  /** The live connection has been down for a while: new messages may come late. */
  reconnecting?: boolean;
}

export type ConversationViewState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | ConversationReady;

export interface ConversationViewProps {
  state: ConversationViewState;
  className?: string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day in Barcelona in the language `locale` ('en' as `en-US`): "1:02 PM", "13:02". */
export function shortTime(timestamp: string, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const tag = !locale || locale === 'en' ? 'en-US' : locale;
  let format = timeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'Europe/Madrid' });
    timeFormats.set(tag, format);
  }
  return format.format(date);
}

/** Within this many pixels of the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;
/** Within this many pixels of the top, older messages load. */
const TOP_TRIGGER_PX = 80;

function Bubble({
  entry,
  showSender,
  onRetry,
  onDiscard,
}: {
  entry: ConversationEntry;
  showSender: boolean;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}) {
  const { own, delivery, sender } = entry;
  const { i18n, t } = useLingui();
  return (
    <div
      data-slot="chat-message"
      data-own={own || undefined}
      data-delivery={delivery}
      className={cn('flex items-end gap-2', own ? 'flex-row-reverse' : 'flex-row')}
    >
      {showSender ? (
        <UserAvatar user={sender} />
      ) : (
        <span aria-hidden="true" className="w-8 shrink-0" />
      )}
      <div className={cn('grid max-w-[80%] min-w-0 gap-1', own ? 'justify-items-end' : '')}>
        {showSender && <p className="px-1 text-xs font-semibold text-muted">{sender.name}</p>}
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 leading-relaxed break-words whitespace-pre-wrap',
            own
              ? 'rounded-br-md bg-primary-700 text-white'
              : 'rounded-bl-md border border-line bg-surface text-ink',
            delivery === 'sending' && 'opacity-70',
            delivery === 'failed' && 'bg-danger-50 text-ink ring-2 ring-danger-700',
          )}
        >
          <span className="sr-only">{own ? t`You:` : `${sender.name}:`} </span>
          <MessageText body={entry.body} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 px-1 text-xs text-muted">
          {delivery === 'sending' ? (
            <span>{t`Sending…`}</span>
          ) : delivery === 'failed' ? (
            <span className="inline-flex items-center gap-1 font-semibold text-danger-700">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              {i18n._(MESSAGE_FAILED_LABEL)}
            </span>
          ) : (
            <time dateTime={entry.createdAt} title={formatMadridTimestamp(entry.createdAt)}>
              {shortTime(entry.createdAt, i18n.locale)}
            </time>
          )}
        </p>
        {delivery === 'failed' && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => onRetry(entry.key)}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t`Retry`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDiscard(entry.key)}>
              <X aria-hidden="true" className="size-4" />
              {t`Discard`}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function Composer({ onSend }: { onSend: (body: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const id = useId();
  const counterId = `${id}-counter`;
  const trimmed = draft.trim();
  const left = MESSAGE_MAX_LENGTH - draft.length;
  const showCounter = left <= MESSAGE_COUNTER_THRESHOLD;

  const send = () => {
    if (!trimmed) return;
    onSend(trimmed);
    setDraft('');
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      data-slot="chat-composer"
      onSubmit={onSubmit}
      className="grid gap-1 border-t border-line bg-surface p-3"
    >
      <label htmlFor={id} className="sr-only">
        {t`Message`}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          name="body"
          rows={1}
          size="sm"
          autoResize
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t`Write a message…`}
          aria-describedby={showCounter ? counterId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <Button type="submit" disabled={!trimmed} aria-label={t`Send message`} className="px-3">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t`Send`}</span>
        </Button>
      </div>
      <div className="flex justify-between gap-2 px-1 text-xs text-muted">
        <span className="hidden sm:inline">{t`Enter to send, Shift+Enter for a new line`}</span>
        {showCounter && (
          <span
            id={counterId}
            aria-live="polite"
            className={cn('ml-auto', left <= 100 && 'font-semibold text-danger-700')}
          >
            {t`${plural(left, { one: '# character left', other: '# characters left' })}`}
          </span>
        )}
      </div>
    </form>
  );
}

function dayOf(timestamp: string): string {
  return formatMadridDate(timestamp);
}

function MessageList({ state }: { state: ConversationReady }) {
  const { entries, hasOlder, loadingOlder = false, olderFailed = false, onLoadOlder } = state;
  const { i18n, t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number; count: number }>({
    height: 0,
    count: 0,
  });
  const [unseen, setUnseen] = useState(false);

  const scrollToBottom = () => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    const first = entries[0]?.key;
    const lastEntry = entries.at(-1);
    const last = lastEntry?.key;
    if (before.count === 0) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages came in above: keep the ones being read where they were.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last) {
      if (atBottom.current || lastEntry?.own) {
        el.scrollTop = el.scrollHeight;
        atBottom.current = true;
        setUnseen(false);
      } else {
        setUnseen(true);
      }
    }
    previous.current = { first, last, height: el.scrollHeight, count: entries.length };
  }, [entries]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseen(false);
    if (el.scrollTop <= TOP_TRIGGER_PX && hasOlder && !loadingOlder && !olderFailed) onLoadOlder();
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t`Messages`}
        aria-busy={loadingOlder || undefined}
        tabIndex={0}
        data-slot="chat-messages"
        className="flex h-full flex-col overflow-x-hidden overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus sm:px-4"
      >
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            <Button size="sm" variant="outline" loading={loadingOlder} onClick={onLoadOlder}>
              {olderFailed ? t`Couldn't load older messages. Try Again` : i18n._(LOAD_OLDER_LABEL)}
            </Button>
          </div>
        )}
        {entries.length === 0 ? (
          <div className="grid flex-1 content-center justify-items-center gap-3 px-4 py-8 text-center">
            <RoundIcon icon={MessagesSquare} />
            <h3 className="text-lg font-semibold">{i18n._(CONVERSATION_EMPTY_TITLE)}</h3>
            <p className="max-w-sm text-sm text-muted">{i18n._(CONVERSATION_EMPTY_DESCRIPTION)}</p>
          </div>
        ) : (
          <ol className="mt-auto grid gap-2">
            {entries.map((entry, index) => {
              const before = index > 0 ? entries[index - 1] : undefined;
              const day = dayOf(entry.createdAt);
              const newDay = !before || day !== dayOf(before.createdAt);
              const showSender = newDay || before?.sender.id !== entry.sender.id;
              return (
                <li key={entry.key} className="grid gap-2">
                  {newDay && (
                    <p
                      data-slot="chat-day"
                      className="my-2 flex items-center gap-3 text-xs font-semibold text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line"
                    >
                      {day}
                    </p>
                  )}
                  <div className={showSender ? 'mt-1' : ''}>
                    <Bubble
                      entry={entry}
                      showSender={showSender}
                      onRetry={state.onRetry}
                      onDiscard={state.onDiscard}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {unseen && (
        <Button
          size="sm"
          variant="primary"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {i18n._(NEW_MESSAGES_LABEL)}
        </Button>
      )}
    </div>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid min-h-64 content-center justify-items-center gap-2 p-6 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="max-w-sm text-muted">{text}</p>
    </div>
  );
}

/**
 * A deal's chat (decisions "Chat"): who it is with and about, the messages (the viewer's on the
 * right), and a composer. Every state renders from props; the `Conversation` container fills them.
 */
export function ConversationView({ state, className }: ConversationViewProps) {
  const { i18n, t } = useLingui();
  return (
    <section
      data-slot="conversation"
      aria-label={t`Conversation`}
      className={cn(
        'flex h-[min(44rem,calc(100dvh-6rem))] min-h-96 w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-canvas',
        className,
      )}
    >
      {state.status === 'ready' && (
        <header className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3">
          <Avatar
            decorative
            firstName={state.partner.firstName}
            lastName={state.partner.lastName}
            src={state.partner.avatarSrc}
          />
          <div className="grid min-w-0">
            <h2 className="truncate font-semibold">{state.partner.name}</h2>
            <p className="truncate text-sm text-muted">
              {state.dealHref ? (
                <AppLink
                  href={state.dealHref}
                  label={t`Deal: ${state.proposalName}`}
                  className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {t`Deal: ${state.proposalName}`}
                </AppLink>
              ) : (
                state.proposalName
              )}
            </p>
          </div>
          <p role="status" className="ml-auto shrink-0 text-xs text-muted">
            {state.reconnecting && (
              <span className="inline-flex items-center gap-1">
                <WifiOff aria-hidden="true" className="size-3.5" />
                {i18n._(RECONNECTING_LABEL)}
              </span>
            )}
          </p>
        </header>
      )}
      {state.status === 'loading' && (
        <div role="status" aria-label={t`Loading conversation`} className="grid gap-4 p-4">
          <PersonSkeleton widths={['w-40', 'w-56']} />
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-1/2" />
          <Skeleton className="h-16 w-3/5" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="p-4">
          <ErrorState
            heading={t`Error Loading Conversation`}
            message={state.message}
            onRetry={state.onRetry}
            retrying={state.retrying}
          />
        </div>
      )}
      {state.status === 'not-found' && (
        <Notice title={t`Conversation not found`} text={i18n._(CONVERSATION_NOT_FOUND_MESSAGE)} />
      )}
      {state.status === 'forbidden' && (
        <Notice title={t`Access denied`} text={i18n._(CONVERSATION_FORBIDDEN_MESSAGE)} />
      )}
      {state.status === 'ready' && (
        <>
          <MessageList state={state} />
          {state.canSend !== false && <Composer onSend={state.onSend} />}
        </>
      )}
    </section>
  );
}
