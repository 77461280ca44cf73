import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '../../../shared/schemas/site';
import { AppError } from '../../lib/app-error';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.ctx.services;

  app.get(
    '/site',
    { config: { access: 'public' }, schema: { tags: ['site'], response: { 200: siteInfoSchema } } },
    async () => {
      const store = await settings.getStoreProfile();
      if (!store) throw new AppError('UNAVAILABLE', 503, 'errors.unavailable');
      return { store };
    },
  );
};
