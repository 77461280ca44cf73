/**
 * Public module of the returns area (issue 21, decision 046): above payments, whose refunds it
 * uses (handed in by services.ts); nothing below imports it.
 */
export type { ReturnRefunds, ReturnsAdmin } from './admin-service';
export type { ReturnsService } from './service';
