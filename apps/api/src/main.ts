import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { handlers } from './handlers';
import { isDatabaseEmpty, loadDemoData } from './seed/demo';
import { buildServer } from './server';

/** Starts Colla: the API, the uploaded files, the site and the portal on one origin. */
async function main() {
  const config = loadConfig();
  mkdirSync(config.storageDir, { recursive: true });
  let dataDir: string | undefined;
  if (!config.databaseUrl && config.dataDir) {
    dataDir = `${config.dataDir}/pglite`;
    mkdirSync(dataDir, { recursive: true });
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir });
  await database.migrate();
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await loadDemoData(database.db, config);
    console.log('Loaded the demo data (admin@colla.test, brand@colla.test, creator@colla.test).');
  }

  const app = await buildServer({ config, database, handlers });
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Colla is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded PGlite in ${dataDir ?? 'memory'}` : 'PostgreSQL'})`,
  );

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
