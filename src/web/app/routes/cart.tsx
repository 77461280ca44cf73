import { PageContainer } from '../../components/page-header';
import { CartView } from '../../features/cart/components/cart-view';

export default function CartPage() {
  return (
    <PageContainer>
      <CartView />
    </PageContainer>
  );
}
