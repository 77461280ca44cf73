import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import { formatDate } from '../../../lib/format';

export const formatAuditTime = (value: string, lang: string) =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
