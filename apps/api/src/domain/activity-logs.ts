/** Activity logs: the audit trail of user actions, as admins read it. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/context';
import type { ActivityEntry } from '../context';
import type { Db } from '../db/client';
import { activityLogs, users } from '../db/schema/index';
import { fullName } from '../lib/names';
import { listPage, type PageQuery } from '../lib/sql';
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
  return listPage(query, {
    count: () => db.$count(activityLogs, where),
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ log: activityLogs, actor, impersonator })
          .from(activityLogs)
          .leftJoin(actor, eq(actor.id, activityLogs.userId))
          .leftJoin(impersonator, eq(impersonator.id, activityLogs.impersonatorId))
          .where(where)
          .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toActivityLog(row.log, row.actor, row.impersonator)),
  });
}

/** The entry for a person's change to a named record: `Clara Puig created the brand "Forn".` */
export function recordChange(
  actor: AuthContext,
  subjectType: 'brand' | 'category' | 'proposal',
  verb: 'created' | 'updated' | 'deleted',
  subject: { id: number; name: string },
): ActivityEntry {
  return {
    action: `${subjectType}.${verb}`,
    description: `${fullName(actor.user)} ${verb} the ${subjectType} "${subject.name}".`,
    subjectType,
    subjectId: subject.id,
  };
}
