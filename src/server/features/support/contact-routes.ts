import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../../shared/schemas/common';
import { contactSchema } from '../../../shared/schemas/support';
import { translate } from '../../lib/i18n';
import { loadUser } from '../../plugins/auth';

/** POST /api/contact: the public contact form (guests included); each message opens a thread. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.support;
  const sent = (request: FastifyRequest) => ({
    success: true as const,
    message: translate(request.lang, 'contact.sent'),
  });

  // A filled-in honeypot is a bot: it gets the very answer a person gets, and nothing is kept.
  // Checked before validation, so a bot learns nothing from error messages either.
  const honeypot = async (request: FastifyRequest, reply: FastifyReply) => {
    const website = (request.body as { website?: unknown } | null)?.website;
    if (typeof website === 'string' && website.trim() !== '') {
      return reply.status(201).send(sent(request));
    }
  };

  app.post(
    '/contact',
    {
      config: {
        access: 'public',
        // Per address; counted before anything else, honeypot hits included.
        rateLimit: { max: app.ctx.config.rateLimits.contact, timeWindow: '10 minutes' },
      },
      preValidation: honeypot,
      schema: { tags: ['contact'], body: contactSchema, response: { 201: okSchema } },
    },
    async (request, reply) => {
      const { website: _, ...message } = request.body;
      const user = await loadUser(app, request);
      await service.contact(message, user?.id ?? null);
      return reply.status(201).send(sent(request));
    },
  );
};
