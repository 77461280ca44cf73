import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../shared/constants';
import { useLang } from '../lib/use-lang';

/** The library itself, for lib/toast.ts: it arrives in this chunk, off the first load. */
export { toast as hotToast };

/** SPEC §9: error 4 s, success 2 s, others 4 s, loading until dismissed; at most 20 on screen. */
export function AppToaster() {
  const lang = useLang();
  const { toasts } = useToasterStore();

  useEffect(() => {
    // Newest toasts come first: everything past the limit is the oldest.
    for (const item of toasts.filter((t) => t.visible).slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS.other,
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Number.POSITIVE_INFINITY },
        style: {
          direction: lang === 'ar' ? 'rtl' : 'ltr',
          fontFamily: 'inherit',
          whiteSpace: 'pre-line', // server hints arrive on their own line
          color: '#0f172a',
          maxWidth: 420,
        },
      }}
    />
  );
}
