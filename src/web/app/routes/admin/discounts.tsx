import { CouponManager } from '../../../features/discounts-admin/components/coupon-manager';

export default function AdminDiscountsPage() {
  return <CouponManager />;
}
