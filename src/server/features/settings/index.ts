/** Public module of the settings area: the shop's stored settings and their cached service. */

export { settingsCounters } from './counters';
export {
  type CodConfirmationSettings,
  codConfirmationFromValue,
  codConfirmationSettingSql,
  DEFAULT_PRODUCT_PAGE,
  DEFAULT_SHIPPING,
  DEFAULT_VAT,
  lowStockDefaultSql,
  type ProductPageValue,
  productPageFromValue,
  productPageSettingSql,
  SETTING_KEYS,
  SETTINGS_RECHECK_MS,
  type SettingsService,
  type ShippingSettings,
  shippingFromValue,
  shippingSettingSql,
  type VatSettings,
  vatFromValue,
  vatSettingSql,
} from './service';
