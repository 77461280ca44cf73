import { SHOP_TIME_ZONE } from '../../../../shared/constants';
import { StarsReadOnly } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useProductReviews } from '../../reviews/api/reviews';

const LATEST = 5;

/** The latest few reviews under the product's properties; nothing at all while there are none. */
export function ProductReviews({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useProductReviews(productId);
  const items = data?.items.slice(0, LATEST) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="product-reviews" className="flex flex-col gap-3">
      <h2 id="product-reviews" className="text-lg font-bold">
        {t('reviews.latest')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4">
        {items.map((review) => (
          <li key={review.id} className="flex flex-col gap-1 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink">{review.authorName}</p>
              <p className="text-sm text-slate-600">
                {formatDate(review.createdAt, lang, {
                  dateStyle: 'medium',
                  timeZone: SHOP_TIME_ZONE,
                })}
              </p>
            </div>
            <StarsReadOnly value={review.rating} />
            {review.comment ? (
              <p dir="auto" className="whitespace-pre-line text-start text-slate-700">
                {review.comment}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
