import { DownloadIcon } from '../../../components/admin/admin-icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';

/**
 * The ten recovery codes, shown once (the server keeps only their hashes): copy, download as a
 * text file, or write them down; "I have saved them" closes the list for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${t('twoFactor.codes.fileTitle')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('twoFactor.codes.copied'));
    } catch {
      toast.error(t('twoFactor.codes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'greenvolt-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="recovery-codes">
      <Alert tone="info" title={t('twoFactor.codes.title')}>
        {t('twoFactor.codes.explain')}
      </Alert>
      <ul
        dir="ltr"
        aria-label={t('twoFactor.codes.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 font-mono text-base text-ink min-[340px]:grid-cols-2 sm:p-4 sm:text-lg"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="select-all whitespace-nowrap rounded-md bg-white px-2 py-1.5 text-center shadow-sm"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          {t('twoFactor.codes.copy')}
        </Button>
        <Button variant="secondary" icon={<DownloadIcon className="size-5" />} onClick={download}>
          {t('twoFactor.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codes.done')}</Button>
      </div>
    </div>
  );
}
