import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { adminAuditQuerySchema } from './audit';
import { adminOrderQuerySchema } from './orders-admin';
import { adminUserFiltersSchema } from './users-admin';

/** A download link cannot send Accept-Language, so the page names its language. */
const language = { lang: z.enum(LANGUAGES, 'validation.invalidOption').optional() };

/** The admin lists' filters without paging: the file holds every matching row. */
export const adminOrderCsvQuerySchema = adminOrderQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(language);
export const adminUserCsvQuerySchema = adminUserFiltersSchema.extend(language);
export const adminAuditCsvQuerySchema = adminAuditQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(language);
