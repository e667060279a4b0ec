import { EventEmitter } from 'node:events';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { activityLogs } from './db/schema/index';
import type { AuthContext } from './auth/context';
import { mailOutbox } from './db/schema/index';

export interface ActivityEntry {
  action: string;
  description: string;
  subjectType?: string;
  subjectId?: number;
}

/** Live events inside this process (chat messages for the stream). */
export interface AppEvents {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

export interface AppContext {
  db: Database;
  config: Config;
  events: AppEvents;
  /** The current time; tests may move it. */
  now(): Date;
  /** Records an activity-log entry for the signed-in user (and the impersonating admin). */
  logActivity(db: Db, auth: AuthContext | null, entry: ActivityEntry, ip?: string): Promise<void>;
  /** Queues an email in the outbox (the development mail transport). */
  sendMail(db: Db, mail: { to: string; subject: string; body: string }): Promise<void>;
}

export function createAppContext(
  db: Database,
  config: Config,
  now: () => Date = () => new Date(),
): AppContext {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    db,
    config,
    now,
    events: {
      on: (event, listener) => void emitter.on(event, listener),
      off: (event, listener) => void emitter.off(event, listener),
      emit: (event, payload) => void emitter.emit(event, payload),
    },
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
    async sendMail(tx, mail) {
      await tx.insert(mailOutbox).values(mail);
      if (!config.production && config.logger) {
        // Development mail transport: the outbox table, echoed to the server's output.
        console.info(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.body}\n`);
      }
    },
  };
}
