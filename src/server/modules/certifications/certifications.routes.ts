import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/certifications';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { listCertificationTracks, saveAssessmentAnswer, startAssessment, submitAssessment, verifyCredential } from './certifications.service';

/** The certifications: each track's state, the timed assessment and public verification of credentials (issue 26). */
export function certificationsRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.listCertificationTracks, async (_input, request) => listCertificationTracks(db, await viewers.requireUser(request), new Date()));

    registerEndpoint(app, api.startAssessment, async ({ params }, request, reply) => {
      const { attempt, resumed } = await startAssessment(db, await viewers.requireUser(request), params.trackId, new Date());
      return reply.code(resumed ? 200 : 201).send(attempt);
    });

    registerEndpoint(app, api.saveAssessmentAnswer, async ({ params, body }, request) =>
      saveAssessmentAnswer(db, await viewers.requireUser(request), params.attemptId, params.questionId, body.answer, new Date()),
    );

    registerEndpoint(app, api.submitAssessment, async ({ params }, request) => submitAssessment(db, await viewers.requireUser(request), params.attemptId, new Date()));

    registerEndpoint(app, api.verifyCredential, async ({ params }) => verifyCredential(db, params.credentialId, new Date()));
  };
}
