import { pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { CompareToggle } from '../../compare';
import { FavoriteButton } from '../../favorites';

export interface CardTogglesProps {
  productId: string;
  /** Both languages: an island keeps its props when the visitor switches language. */
  name: { en: string; ar: string };
}

/**
 * A product card's heart and compare toggle, in the card's top corners: one island on a
 * server-rendered page (decision 080, islands/registry.ts), one root for the two, so a page of
 * cards hydrates one more root per card, not two.
 */
export function CardToggles({ productId, name }: CardTogglesProps) {
  const { lang } = useTranslation();
  return (
    <>
      <FavoriteButton productId={productId} className="absolute top-2 end-2 z-10" />
      <CompareToggle
        productId={productId}
        name={pickText(lang, name.en, name.ar)}
        className="absolute top-3 start-2 z-10"
      />
    </>
  );
}
