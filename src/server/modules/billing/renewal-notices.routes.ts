import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { RenewalNoticesService } from './renewal-notices.service';

/** Now, or in tests the instant the clock file holds (RENEWAL_NOTICES_CLOCK_FILE, refused in production). */
function noticeClock(clockFile: string | undefined): () => Promise<Date> {
  if (!clockFile) return async () => new Date();
  return async () => new Date((await readFile(clockFile, 'utf8')).trim());
}

/**
 * The timer that queues renewal notices, in every process (decision 0109): no routes. A run is
 * safe beside another process's run, each notice's key being claimed with its email.
 */
export function renewalNoticesRoutes({ database, config, signingSecret, log }: AppContext) {
  const service = new RenewalNoticesService(database.db, { publicUrl: config.publicUrl, signingSecret }, log);
  return async function register(app: FastifyInstance): Promise<void> {
    const now = noticeClock(config.renewalNotices.clockFile);
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = (async () => {
        try {
          const queued = await service.sendDue(await now());
          if (queued > 0) app.log.info({ queued }, 'renewal notices: queued');
        } catch (error) {
          app.log.error({ err: error }, 'renewal notices: the run failed; will try again at the next one');
        } finally {
          running = undefined;
        }
      })();
    }, config.renewalNotices.intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
}
