import { eq } from 'drizzle-orm';
import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * Outgoing email.
 *
 * `sendMail(tx, mail)` records the mail in `mail_outbox` inside the caller's transaction and
 * queues it on that transaction. Only when the transaction commits is the mail handed to the
 * transport: SMTP (nodemailer) when `SMTP_URL` is set, otherwise the development transport (the
 * outbox itself, echoed to the console outside production). A write that rolls back never
 * sends its mail. Delivery runs in the background: a slow or failing mail server never delays
 * or fails the request; failures are logged and the row keeps `sent_at` empty.
 *
 * To see commits, the app's database (`app.db`) is wrapped: its `transaction()` (and the nested
 * `tx.transaction()` savepoints) deliver the mail queued on them once they succeed.
 */

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** A mail recorded in the outbox, waiting for its transaction. */
export interface QueuedMail extends Mail {
  id: number;
}

/** The server's logger (Fastify's `app.log` fits), pino style: details first, then the message. */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Where committed mail goes. */
export interface MailTransport {
  readonly kind: 'smtp' | 'development';
  /** Delivers one mail; answers the message id when a mail server accepted it. */
  deliver(mail: QueuedMail): Promise<{ messageId: string } | null>;
}

export interface MailOutbox {
  /** The database to hand out as `app.db`: its transactions deliver their mail on commit. */
  readonly db: Database;
  readonly transport: MailTransport;
  /** Where delivery results go; tests may replace or spy on its methods. */
  logger: MailLogger;
  /** Records the mail in the outbox and delivers it after `db`'s transaction commits. */
  send(db: Db, mail: Mail): Promise<void>;
  /**
   * Runs `compose` in the background after the current request is answered (on a later turn of
   * the event loop), one job at a time: work whose cost must not show in the answer, such as
   * finding out whether an email belongs to an account before writing it a mail. The mail it
   * sends goes out as usual; a failure is logged with `details`. `idle()` waits for it. The job
   * lives in this process's memory: one that dies before running it loses that job.
   */
  later(compose: () => Promise<void>, details?: object): void;
  /** Resolves once every delivery and job started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Transaction = <R>(run: (tx: Tx) => Promise<R>, config?: PgTransactionConfig) => Promise<R>;

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** The SMTP URL without its password, for logs. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'smtp://(invalid URL)';
  }
}

/**
 * Sends through the SMTP server of `url` (`smtp://` upgrades with STARTTLS when the server
 * offers it, `smtps://` is TLS from the start; credentials in the URL, percent-encoded; query
 * parameters are nodemailer options, e.g. `?connectionTimeout=5000`).
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url }, { from });
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
      });
      return { messageId: info.messageId };
    },
  };
}

/** The development transport: the outbox is the mailbox; `echo` also prints each mail. */
export function createDevelopmentTransport(echo: boolean): MailTransport {
  return {
    kind: 'development',
    async deliver(mail) {
      if (echo) {
        console.info(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.body}\n`);
      }
      return null;
    },
  };
}

function describe(details: object): string {
  const parts = Object.entries(details).map(([key, value]) =>
    value instanceof Error ? `${key}=${value.message}` : `${key}=${JSON.stringify(value)}`,
  );
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** A logger on the console, for contexts built without the server's logger. */
export function consoleMailLogger(verbose: boolean): MailLogger {
  return {
    info: (details, message) => {
      if (verbose) console.info(`[mail] ${message}${describe(details)}`);
    },
    warn: (details, message) => console.warn(`[mail] ${message}${describe(details)}`),
    error: (details, message) => console.error(`[mail] ${message}${describe(details)}`),
  };
}

export interface MailOutboxOptions {
  db: Database;
  config: Pick<Config, 'production' | 'logger' | 'mail'>;
  now: () => Date;
  logger?: MailLogger | undefined;
  /** Replaces the transport chosen from the configuration (tests). */
  transport?: MailTransport | undefined;
}

export function createMailOutbox({
  db,
  config,
  now,
  logger = consoleMailLogger(config.logger),
  transport = config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
    : createDevelopmentTransport(!config.production && config.logger),
}: MailOutboxOptions): MailOutbox {
  /** The mail queued on each open transaction (keyed by the wrapped transaction). */
  const queues = new WeakMap<object, QueuedMail[]>();
  const inFlight = new Set<Promise<void>>();
  /** The last job of `later()`: each waits for the one before. */
  let lastJob: Promise<void> = Promise.resolve();

  async function deliverOne(mail: QueuedMail): Promise<void> {
    let sent: { messageId: string } | null;
    try {
      sent = await transport.deliver(mail);
    } catch (error) {
      outbox.logger.error(
        { err: error, mailId: mail.id, to: mail.to, subject: mail.subject },
        'mail delivery failed; it stays in mail_outbox with sent_at empty',
      );
      return;
    }
    if (!sent) return;
    try {
      await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      outbox.logger.error({ err: error, mailId: mail.id }, 'mail sent, but sent_at not recorded');
    }
    outbox.logger.info({ mailId: mail.id, to: mail.to, messageId: sent.messageId }, 'mail sent');
  }

  function dispatch(mails: readonly QueuedMail[]): void {
    for (const mail of mails) {
      const delivery = deliverOne(mail).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  }

  /** `target` with a `transaction()` that hands its mail on when it succeeds. */
  function tracked<T extends Database | Tx>(target: T, parent: QueuedMail[] | null): T {
    const transaction: Transaction = async (run, txConfig) => {
      const begin: Transaction = target.transaction.bind(target);
      const queue: QueuedMail[] = [];
      const result = await begin((tx) => {
        const inner = tracked(tx, queue);
        queues.set(inner, queue);
        return run(inner);
      }, txConfig);
      // Committed (or, for a savepoint, released: its mail now waits for the outer commit).
      if (parent) parent.push(...queue);
      else dispatch(queue);
      return result;
    };
    return new Proxy(target, {
      get(object, property) {
        if (property === 'transaction') return transaction;
        const value: unknown = Reflect.get(object, property, object);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(object)
          : value;
      },
    });
  }

  const outbox: MailOutbox = {
    db: tracked(db, null),
    transport,
    logger,
    async send(tx, mail) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail not recorded');
      const queued = { id: row.id, to: mail.to, subject: mail.subject, body: mail.body };
      const queue = queues.get(tx);
      if (queue) {
        queue.push(queued);
      } else if (tx instanceof PgTransaction) {
        // A transaction opened on the raw database: its commit cannot be seen, so sending now
        // could mail a write that rolls back. The row stays in the outbox, unsent.
        outbox.logger.error(
          { mailId: row.id, to: mail.to, subject: mail.subject },
          'mail recorded but not sent: sendMail needs app.db or a transaction of app.db.transaction()',
        );
      } else {
        // Outside a transaction the insert has already committed.
        dispatch([queued]);
      }
    },
    later(compose, details = {}) {
      const job = lastJob
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(compose)
        .catch((error: unknown) => {
          outbox.logger.error({ ...details, err: error }, 'background mail work failed');
        })
        .finally(() => inFlight.delete(job));
      lastJob = job;
      inFlight.add(job);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };

  if (transport.kind === 'development' && config.production) {
    outbox.logger.warn({}, 'SMTP_URL is not set: mail is only recorded in the mail_outbox table');
  } else if (transport.kind === 'smtp' && config.mail.smtpUrl) {
    outbox.logger.info(
      { smtp: redactedSmtpUrl(config.mail.smtpUrl), from: config.mail.from },
      'mail goes out through SMTP',
    );
  }
  return outbox;
}
