import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { activityLogs } from './db/schema';
import { createChatStreams, type ChatStreams } from './domain/chat-stream';
import { createLiveEvents, type Listen, type LiveEvents } from './domain/live-events';
import { createUserEventStreams, type UserEventStreams } from './domain/user-events';
import type { AuthContext } from './auth/context';
import {
  consoleMailLogger,
  createMailOutbox,
  type Mail,
  type MailLogger,
  type MailOutbox,
} from './mail/transport';
import { createThrottle, type Throttle } from './http/throttle';
import { trackPushCommits } from './push/queue';
import { createPushWorker, type PushWorker } from './push/worker';
import { createStorageLinks, type StorageLinks } from './storage-links';

export interface ActivityEntry {
  action: string;
  description: string;
  subjectType?: string;
  subjectId?: number;
}

export interface AppContext {
  /** The database; its transactions deliver the mail queued on them when they commit. */
  db: Database;
  config: Config;
  /** Live events shared by every server process (NOTIFY/LISTEN through the database). */
  live: LiveEvents;
  /** This process's open chat streams. */
  chatStreams: ChatStreams;
  /** This process's open user event streams (`GET /api/me/events`). */
  userEvents: UserEventStreams;
  /** Sign-in and account-door throttling, counted in the database (src/http/throttle.ts). */
  throttle: Throttle;
  /** The current time; tests may move it. */
  now(): Date;
  /**
   * The addresses of stored files as the API gives them out: private ones (`media/`) signed
   * and expiring, public ones as stored (src/storage-links.ts).
   */
  storageLinks: StorageLinks;
  /** Records an activity-log entry for the signed-in user (and the impersonating admin). */
  logActivity(db: Db, auth: AuthContext | null, entry: ActivityEntry, ip?: string): Promise<void>;
  /**
   * Records an email in `mail_outbox` inside `db` (a transaction of `app.db.transaction()` or
   * `app.db`); it is sent once that transaction commits, never when it rolls back. With
   * SMTP_URL it goes out through SMTP, otherwise the outbox is the mailbox (echoed to the console
   * outside production). Delivery failures are logged, never thrown.
   */
  sendMail(db: Db, mail: Mail): Promise<void>;
  /** The mail transport: `mail.idle()` waits for deliveries in progress. */
  mail: MailOutbox;
  /**
   * The web push worker (src/push/worker.ts). It is kicked after each commit that queued
   * pushes and, with `config.push.worker`, runs on an interval; tests may call `runOnce()`.
   */
  push: PushWorker;
}

export interface AppContextOptions {
  /** The server's logger, for mail delivery results (console when absent). */
  logger?: MailLogger | undefined;
  /** The database's LISTEN (`OpenedDatabase.listen`); live events need it to start. */
  listen?: Listen | undefined;
}

const noListen: Listen = () =>
  Promise.reject(new Error('Live events need the database (pass options.listen).'));

export function createAppContext(
  db: Database,
  config: Config,
  now: () => Date = () => new Date(),
  options: AppContextOptions = {},
): AppContext {
  const logger = options.logger ?? consoleMailLogger(config.logger);
  const live = createLiveEvents(options.listen ?? noListen, logger);
  const push = createPushWorker({ db, config, now, logger });
  // Commits that queued web pushes kick the worker; mail wraps the same database on top.
  const tracked = trackPushCommits(db, () => push.kick());
  const mail = createMailOutbox({ db: tracked, config, now, logger });
  const chatStreams = createChatStreams({ db: mail.db, live, now, log: logger });
  return {
    db: mail.db,
    mail,
    push,
    config,
    now,
    // Without a secret (only code that skips main.ts), links last as long as this process.
    storageLinks: createStorageLinks(
      config.mediaUrlSecret ?? randomBytes(32).toString('base64url'),
      now,
    ),
    live,
    chatStreams,
    userEvents: createUserEventStreams({ db: mail.db, live, log: logger }),
    throttle: createThrottle(db, config.throttle),
    async logActivity(tx, auth, entry, ip) {
      await tx.insert(activityLogs).values({
        userId: auth?.user.id ?? null,
        impersonatorId: auth?.impersonator?.id ?? null,
        action: entry.action,
        description: entry.description,
        subjectType: entry.subjectType ?? null,
        subjectId: entry.subjectId ?? null,
        ipAddress: ip ?? null,
      });
    },
    sendMail: (tx, message) => mail.send(tx, message),
  };
}
