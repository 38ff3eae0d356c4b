import type { EndpointResponse } from '../../../shared/api/endpoint';
import { READINESS_CHECKS, type getReady, type ReadinessCheck } from '../../../shared/api/health';
import type { AppContext } from '../../app-context';
import { countPendingMigrations } from '../../db/migration-status';

export type Readiness = EndpointResponse<typeof getReady>;
type CheckResult = Readiness['checks'][ReadinessCheck];

/** A check that has not answered by then counts as failed, so a probe never waits on a hung dependency. */
export const READINESS_CHECK_TIMEOUT_MS = 3_000;

/**
 * Whether this process can serve: the database answers, has every migration this build ships,
 * and the file storage takes files. The checks run side by side; the migrations are read only
 * once the database answered. Reasons stay in words (no addresses or stack traces): the details
 * go to the log.
 */
export async function checkReadiness({ database, storage, log }: Pick<AppContext, 'database' | 'storage' | 'log'>): Promise<Readiness> {
  const databaseCheck = timed(() => database.ping(), 'The database does not answer.');
  const migrationsCheck = databaseCheck.then(async (result): Promise<CheckResult> => {
    if (result.status !== 'ok') return { status: 'skipped' };
    try {
      const pending = await withTimeout(countPendingMigrations(database.db));
      if (pending === 0) return { status: 'ok' };
      return { status: 'failed', message: `${pending} migration${pending === 1 ? ' is' : 's are'} not applied: start one instance of this version to apply them.` };
    } catch (error) {
      log.error({ err: error }, 'readiness: could not read the applied migrations');
      return { status: 'failed', message: 'The applied migrations could not be read.' };
    }
  });
  const storageCheck = timed(
    () => storage.check(),
    storage.mode === 'disk' ? 'Files cannot be written to the storage folder (DATA_DIR/files).' : 'The storage bucket does not answer.',
  );

  const checks = { database: await databaseCheck, migrations: await migrationsCheck, storage: await storageCheck };
  const failed = READINESS_CHECKS.filter((name) => checks[name].status === 'failed');
  for (const name of failed) log.warn({ check: name, message: checks[name].message }, 'not ready');
  return { status: failed.length === 0 ? 'ready' : 'unavailable', database: database.kind, storage: storage.mode, checks, failed };

  async function timed(run: () => Promise<void>, message: string): Promise<CheckResult> {
    const started = performance.now();
    try {
      await withTimeout(run());
      return { status: 'ok', latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      log.error({ err: error }, `readiness: ${message}`);
      return { status: 'failed', message };
    }
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)), READINESS_CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
