import type { StoreProfile } from '../../../../../shared/schemas/site';
import { buttonClasses } from '../../../../components/ui/button';
import { PinIcon } from '../../../../components/ui/more-icons';
import { useTranslation } from '../../../../lib/translation';
import { useBilingual } from '../../../../lib/use-lang';

// About 1.5 km around the office: the streets nearby stay readable.
const SPAN_LNG = 0.012;
const SPAN_LAT = 0.007;

/** OpenStreetMap's embeddable page (allowed by the CSP's frame-src) and the links that open maps. */
export function mapLinks({ lat, lng }: StoreProfile['mapLocation']) {
  const bbox = [lng - SPAN_LNG, lat - SPAN_LAT, lng + SPAN_LNG, lat + SPAN_LAT]
    .map((n) => n.toFixed(5))
    .join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
    google: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
  };
}

/** The office on a map, with links that open it in a maps app for directions. */
export function OfficeMap({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const bilingual = useBilingual();
  const links = mapLinks(store.mapLocation);
  return (
    <section
      aria-labelledby="contact-map"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="contact-map" className="text-lg font-bold text-ink">
            {t('contact.map.title')}
          </h2>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <PinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {bilingual(store.officeAddress)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={links.google}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'sm')}
          >
            {t('contact.map.openGoogle')}
          </a>
          <a
            href={links.osm}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            {t('contact.map.openOsm')}
          </a>
        </div>
      </div>
      <iframe
        title={t('contact.map.frameTitle')}
        src={links.embed}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-100 sm:aspect-[16/7]"
      />
    </section>
  );
}
