import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { sweepExpiredReaders } from './domain/chat-stream';
import { deliverDueScheduledNotifications } from './domain/scheduled-notifications';
import { sendTaskReminders } from './domain/task-reminders';
import { handlers } from './handlers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, loadDemoData } from './seed/demo/index';
import { resolveVapidKeys } from './push/vapid';
import { buildServer } from './server';
import { sweepStaleUploads } from './storage';
import { resolveMediaSecret } from './storage-links';

/** Starts Colla: the API, the uploaded files, the site and the portal on one origin. */
async function main() {
  const config = loadConfig();
  // Web push keys: from VAPID_* variables, or generated once into the data folder outside
  // production; none in production without them (push off, one log line).
  const vapid = resolveVapidKeys(config, (message) => console.log(message));
  config.push = { ...config.push, vapid };
  // The secret of private files' links: MEDIA_URL_SECRET, or generated once into the data
  // folder outside production; production does not start without it.
  config.mediaUrlSecret = resolveMediaSecret(config, (message) => console.log(message));
  mkdirSync(config.storageDir, { recursive: true });
  // Temporary files of uploads cut short by a process that died.
  await sweepStaleUploads(config, new Date());
  let dataDir: string | undefined;
  if (!config.databaseUrl && config.dataDir) {
    dataDir = `${config.dataDir}/pglite`;
    mkdirSync(dataDir, { recursive: true });
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir });
  await database.migrate();
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await loadDemoData(database.db, config);
    console.log('Loaded the demo data.');
  }

  const app = await buildServer({ config, database, handlers });
  await app.listen({ port: config.port, host: config.host });
  // What a person starting Colla needs, one line each (request logs: LOG_LEVEL=info).
  const { admin, brand, creator } = DEMO_ACCOUNTS;
  const where =
    database.kind === 'pglite'
      ? `the embedded database in ${dataDir ?? 'memory'}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      `Colla is running at ${config.publicUrl}`,
      ...(config.demoData
        ? [`  Sign in as ${admin}, ${brand} or ${creator} (password ${DEMO_PASSWORD}).`]
        : []),
      `  Data: ${where}; uploaded files in ${config.storageDir}.`,
      '  Stop it with Ctrl-C.',
    ].join('\n'),
  );

  // Scheduled notifications go out at their time; each is delivered once even with several
  // server processes (the delivery locks due rows with SKIP LOCKED). Task reminders (due in 2
  // days, overdue) are claimed once per task. Their web pushes are queued in the same
  // transactions and sent by the push worker (started with the server, see src/push/).
  const deliver = async () => {
    await deliverDueScheduledNotifications(app.colla, app.colla.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'scheduled notification delivery failed'),
    );
    await sendTaskReminders(app.colla, app.colla.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'task reminders failed'),
    );
    // Throttle counters and reader rows that are over (any process may sweep them).
    await app.colla.throttle
      .sweep(app.colla.now())
      .then(() => sweepExpiredReaders(app.colla.db, app.colla.now()))
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping expired rows failed'));
  };
  const scheduler = setInterval(() => void deliver(), config.schedulerIntervalMs);
  void deliver();

  // Ctrl-C reaches this process twice under `pnpm start` (from the terminal, and forwarded by
  // pnpm): the first one stops the server cleanly, the others are ignored, and it exits with 0.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(scheduler);
    await app.close();
    await database.close();
    console.log('Colla stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
