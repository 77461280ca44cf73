/** Public module of the shipping area: zones of governorates, their fees and estimates. */

export { createShippingService, type ShippingDeps, type ShippingService } from './service';
export { type ZoneRule, zoneOf, zoneRuleFromValue, zoneRuleSql } from './zone-rule';
