/** Activity logs: the audit trail of user actions, as admins read it. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/context';
import type { ActivityEntry, AppContext } from '../context';
import type { Db } from '../db/client';
import { activityLogs, users } from '../db/schema';
import { conflict, type ServerMessage } from '../http/errors';
import { fullName } from '../lib/names';
import { tablePage, type PageQuery } from '../lib/sql';
import { toActivityLog } from '../serializers/notifications';
import { CALENDAR_TIME_ZONE } from './calendar';

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

/** Midnight at the start of a calendar day (plus `days`) in Europe/Madrid, as an instant. */
const madridMidnight = (date: string, days = 0) =>
  sql`((${date})::date + ${days}::int)::timestamp at time zone ${CALENDAR_TIME_ZONE}`;

export interface ActivityLogFilters extends PageQuery {
  user_id?: number;
  action?: string;
  /** Calendar days in Europe/Madrid, both included. */
  from?: string;
  to?: string;
}

/** A page of the log, newest first, with each entry's actor and impersonator. */
export function listActivityLogs(db: Db, query: ActivityLogFilters) {
  const where = and(
    query.user_id ? eq(activityLogs.userId, query.user_id) : undefined,
    query.action ? eq(activityLogs.action, query.action) : undefined,
    query.from ? gte(activityLogs.createdAt, madridMidnight(query.from)) : undefined,
    query.to ? lt(activityLogs.createdAt, madridMidnight(query.to, 1)) : undefined,
  );
  return tablePage(
    db,
    query,
    activityLogs,
    where,
    db
      .select({ log: activityLogs, actor, impersonator })
      .from(activityLogs)
      .leftJoin(actor, eq(actor.id, activityLogs.userId))
      .leftJoin(impersonator, eq(impersonator.id, activityLogs.impersonatorId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id)),
    (rows) => rows.map((row) => toActivityLog(row.log, row.actor, row.impersonator)),
  );
}

/** Every action the log holds, once each, sorted (one query). */
export async function listActivityActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: activityLogs.action }).from(activityLogs);
  // Sorted here, by code point: the same order on every database, whatever its collation.
  return rows.map((row) => row.action).sort();
}

/** The entry for a person's change to a named record: `Clara Puig created the brand "Forn".` */
export function recordChange(
  actor: AuthContext,
  subjectType: 'brand' | 'category' | 'proposal' | 'scheduled_notification',
  verb: 'created' | 'updated' | 'deleted' | 'cancelled',
  subject: { id: number; name: string },
): ActivityEntry {
  return {
    action: `${subjectType}.${verb}`,
    description: `${fullName(actor.user)} ${verb} the ${subjectType.replace('_', ' ')} "${subject.name}".`,
    subjectType,
    subjectId: subject.id,
  };
}

/**
 * An admin deletes a named record, in one transaction: refused with a 409 (`refusal`) while `uses`
 * still counts what needs the record, logged as the admin's change otherwise.
 */
export async function deleteUnlessUsed(
  { app, me, ip }: { app: AppContext; me: AuthContext; ip: string },
  record: { type: 'brand' | 'category'; id: number; name: string },
  uses: (tx: Db) => Promise<number>,
  refusal: (n: number) => ServerMessage,
  remove: (tx: Db, id: number) => Promise<void>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const n = await uses(tx);
    if (n > 0) throw conflict(refusal(n));
    await remove(tx, record.id);
    await app.logActivity(tx, me, recordChange(me, record.type, 'deleted', record), ip);
  });
}
