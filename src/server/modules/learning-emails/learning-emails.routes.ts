import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { describeUnsubscribeLink, getEmailPreferences, saveEmailPreferences, unsubscribe } from '../../../shared/api/learning-emails';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { LearningEmailsService } from './learning-emails.service';

/** RFC 8058: a mail provider's one-click POST carries `List-Unsubscribe=One-Click` as a form. */
const ONE_CLICK_FIELD = 'List-Unsubscribe';

/** Now, or in tests the instant the clock file holds (LEARNING_EMAILS_CLOCK_FILE, refused in production). */
function schedulerClock(clockFile: string | undefined): () => Promise<Date> {
  if (!clockFile) return async () => new Date();
  return async () => new Date((await readFile(clockFile, 'utf8')).trim());
}

/** The learner's email settings, the unsubscribe links, and the timer that queues learning emails in every process. */
export function learningEmailsRoutes({ database, config, viewers, signingSecret, log }: AppContext) {
  const service = new LearningEmailsService(database.db, { publicUrl: config.publicUrl, signingSecret }, log);
  return async function register(app: FastifyInstance): Promise<void> {
    // Only this plugin's routes take forms: the one-click POST's body says nothing the URL does not.
    app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (request, body, done) => {
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      done(null, isForm ? Object.fromEntries(new URLSearchParams(String(body))) : {});
    });

    registerEndpoint(app, getEmailPreferences, async (_input, request) => ({ preferences: await service.preferences(await viewers.requireUser(request)) }));
    registerEndpoint(app, saveEmailPreferences, async ({ body }, request) => ({ preferences: await service.savePreferences(await viewers.requireUser(request), body) }));
    registerEndpoint(app, describeUnsubscribeLink, async ({ query }) => service.describeLink(query.token));
    registerEndpoint(app, unsubscribe, async ({ query, body }) => service.unsubscribe(query.token, body?.[ONE_CLICK_FIELD] === 'One-Click' ? 'one-click' : 'unsubscribe-page'));

    const now = schedulerClock(config.learningEmails.clockFile);
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = (async () => {
        try {
          const run = await service.sendDue(await now());
          if (run.inactivityReminders + run.weeklyDigests + run.newCourses > 0) app.log.info(run, 'learning emails: queued');
        } catch (error) {
          app.log.error({ err: error }, 'learning emails: the run failed; will try again at the next one');
        } finally {
          running = undefined;
        }
      })();
    }, config.learningEmails.intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
}
