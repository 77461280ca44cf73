import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '../../db/migrate';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await checkDatabase(app.ctx.database);
      } catch (cause) {
        throw new AppError('UNAVAILABLE', 503, 'errors.unavailable', { cause });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
