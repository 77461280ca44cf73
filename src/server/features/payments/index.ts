/** Public module of the payments area (the highest commerce area: nothing below imports it). */
export type { PaymentsService } from './service';
