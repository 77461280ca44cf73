import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/translation';

/** Thin bar at the top while the next page's chunk or data loads (the old page stays visible). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 nav-progress-bar bg-brand-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
