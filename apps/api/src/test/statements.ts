import type { Logger } from 'drizzle-orm/logger';
import type { Database } from '../db/client';

interface LoggedSession {
  logger: Logger;
  options: { logger?: Logger };
}

/**
 * Records the SQL of every statement `db` runs (its transactions' included) until `stop()`:
 * a measure of the work a request does that a busy machine cannot blur. It swaps Drizzle's
 * query logger on the database's session (which each new transaction's session copies), so it
 * counts what Drizzle runs on either driver; PGlite's BEGIN/COMMIT are not Drizzle statements.
 */
export function recordStatements(db: Database): { statements: string[]; stop(): void } {
  const session = (db as unknown as { session: LoggedSession }).session;
  const previous = { logger: session.logger, option: session.options.logger };
  const statements: string[] = [];
  const logger: Logger = {
    logQuery(query) {
      statements.push(query);
    },
  };
  session.logger = logger;
  session.options.logger = logger;
  return {
    statements,
    stop() {
      session.logger = previous.logger;
      session.options.logger = previous.option;
    },
  };
}
