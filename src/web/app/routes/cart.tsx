import { CartView } from '../../features/cart/components/cart-view';
import { PageContainer } from '../components/page-header';

export default function CartPage() {
  return (
    <PageContainer>
      <CartView />
    </PageContainer>
  );
}
