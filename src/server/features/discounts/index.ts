/**
 * Public module of the discounts area: coupons (issue 19 §3). It sits below pricing, which
 * judges a code through coupon-rule.ts, and below orders, which take and give back its uses.
 */
export { createDiscountsAdmin, type DiscountsAdmin } from './admin-service';
export { couponLabels } from './coupon-rows';
export {
  type CouponRef,
  type CouponRule,
  couponRuleFromValue,
  couponRuleSql,
  findCoupon,
  giveBackCouponUse,
  takeCouponUseSql,
} from './coupon-rule';
