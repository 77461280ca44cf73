/** Public module of the settings area: the shop's stored settings and their cached service. */

export { settingsCounters } from './counters';
export {
  DEFAULT_SHIPPING,
  SETTING_KEYS,
  SETTINGS_RECHECK_MS,
  type SettingsService,
  type ShippingSettings,
  shippingFromValue,
  shippingSettingSql,
} from './service';
