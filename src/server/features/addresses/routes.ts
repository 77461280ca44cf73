import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressInputSchema,
  addressListSchema,
  MAX_SAVED_ADDRESSES,
  savedAddressSchema,
} from '../../../shared/schemas/addresses';
import { idParamsSchema } from '../../../shared/schemas/common';

// Guests get 401 'You must be logged in to perform this action' (SPEC §6).
const config = { access: 'customer' as const };
const tags = ['addresses'];
const params = idParamsSchema;

/** The signed-in customer's address book (issue 24, decision 059). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.ctx.services;

  app.get(
    '/addresses',
    { config, schema: { tags, response: { 200: addressListSchema } } },
    async (request) => ({
      items: await addresses.list(request.user!.id),
      max: MAX_SAVED_ADDRESSES,
    }),
  );

  app.post(
    '/addresses',
    { config, schema: { tags, body: addressInputSchema, response: { 201: savedAddressSchema } } },
    async (request, reply) => {
      reply.code(201);
      return addresses.create(request.user!.id, request.body);
    },
  );

  app.put(
    '/addresses/:id',
    {
      config,
      schema: { tags, params, body: addressInputSchema, response: { 200: savedAddressSchema } },
    },
    async (request) => addresses.update(request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/addresses/:id/default',
    { config, schema: { tags, params, response: { 200: savedAddressSchema } } },
    async (request) => addresses.makeDefault(request.user!.id, request.params.id),
  );

  app.delete(
    '/addresses/:id',
    { config, schema: { tags, params, response: { 200: z.object({ id: z.uuid() }) } } },
    async (request) => {
      await addresses.remove(request.user!.id, request.params.id);
      return { id: request.params.id };
    },
  );
};
