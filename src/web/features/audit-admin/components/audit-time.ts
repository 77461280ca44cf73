import { formatDate } from '../../../lib/format';

/** The shop's clock (as the storefront's opening hours): entries read the same from anywhere. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

export const formatAuditTime = (value: string, lang: string) =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
