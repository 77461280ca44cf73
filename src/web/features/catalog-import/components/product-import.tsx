import { useId, useState } from 'react';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportPreview,
  type ImportResult,
} from '../../../../shared/schemas/catalog-import';
import { UploadIcon } from '../../../components/admin/action-icons';
import { DownloadIcon } from '../../../components/admin/admin-icons';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { PRODUCT_EXPORT_HREF, useApplyImport, usePreviewImport } from '../api/import';
import { ImportPreviewTable } from './import-preview-table';

const card = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

/** A failed call's message, with the rows an apply refusal names (their own problems). */
function CallError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError)) return <Alert tone="error">{t('errors.server')}</Alert>;
  return (
    <Alert tone="error" title={error.message}>
      {error.hint ? <p>{error.hint}</p> : null}
      {error.errors.length ? (
        <ul className="list-disc ps-5">
          {error.errors.map((e) => (
            <li key={e.field}>
              {e.field}: {e.messages.join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

/**
 * Admin → Products → Import / export (issue 22, decision 057): download every product as CSV,
 * choose a file, see what it would do row by row with each problem, then apply it all at once.
 */
export function ProductImport() {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const previewCall = usePreviewImport();
  const applyCall = useApplyImport();

  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    applyCall.reset();
    previewCall.mutate(chosen, { onSuccess: setPreview });
  };
  const apply = () => {
    if (!file) return;
    applyCall.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setPreview(null);
        setFile(null);
      },
    });
  };
  const ready = preview !== null && preview.errorRows === 0 && !result;
  const changes = preview ? preview.rows.created + preview.rows.updated : 0;

  return (
    <div className="flex flex-col gap-4">
      <section className={card} aria-labelledby={`${inputId}-export`}>
        <h2 id={`${inputId}-export`} className="text-lg font-bold text-slate-900">
          {t('admin.productImport.exportTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('admin.productImport.exportHelp')}</p>
        <div>
          <a href={PRODUCT_EXPORT_HREF} download className={buttonClasses('secondary', 'md')}>
            <DownloadIcon className="size-5" />
            {t('admin.productImport.export')}
          </a>
        </div>
      </section>

      <section className={card} aria-labelledby={`${inputId}-import`}>
        <h2 id={`${inputId}-import`} className="text-lg font-bold text-slate-900">
          {t('admin.productImport.importTitle')}
        </h2>
        <ul className="list-disc ps-5 text-sm text-slate-700">
          <li>{t('admin.productImport.rules.rows')}</li>
          <li>{t('admin.productImport.rules.match')}</li>
          <li>{t('admin.productImport.rules.values')}</li>
          <li>
            {t('admin.productImport.rules.limits', {
              mb: formatNumber(IMPORT_MAX_BYTES / 1024 / 1024, lang),
              rows: formatNumber(IMPORT_MAX_ROWS, lang),
            })}
          </li>
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={inputId}
            className={cn(
              buttonClasses('primary', 'md'),
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
            )}
          >
            <UploadIcon className="size-5" />
            {t('admin.productImport.choose')}
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              data-testid="import-file"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = ''; // the same file again (after fixing it) still counts
                if (chosen) choose(chosen);
              }}
            />
          </label>
          {file ? (
            <span className="text-sm text-slate-700">
              <bdi>{file.name}</bdi>
            </span>
          ) : null}
        </div>

        {previewCall.isPending ? (
          <Alert tone="info">{t('admin.productImport.checking')}</Alert>
        ) : null}
        {previewCall.isError ? <CallError error={previewCall.error} /> : null}
        {applyCall.isError ? <CallError error={applyCall.error} /> : null}
        {result ? (
          <Alert
            tone="success"
            title={result.message}
            actions={
              <ButtonLink to="/admin/products" variant="secondary" size="sm">
                {t('admin.productImport.viewProducts')}
              </ButtonLink>
            }
          >
            {t('admin.productImport.productsDone', {
              created: formatNumber(result.products.created, lang),
              updated: formatNumber(result.products.updated, lang),
            })}
          </Alert>
        ) : null}
      </section>

      {preview ? (
        <section className={card} aria-labelledby={`${inputId}-preview`}>
          <h2 id={`${inputId}-preview`} className="text-lg font-bold text-slate-900">
            {t('admin.productImport.previewTitle')}
          </h2>
          <p className="text-sm text-slate-800" data-testid="import-summary">
            {t('admin.productImport.summary', {
              count: preview.totalRows,
              total: formatNumber(preview.totalRows, lang),
              created: formatNumber(preview.rows.created, lang),
              updated: formatNumber(preview.rows.updated, lang),
              skipped: formatNumber(preview.rows.skipped, lang),
            })}
          </p>
          {preview.encoding === 'windows-1256' ? (
            <Alert tone="info">{t('admin.productImport.windows1256')}</Alert>
          ) : null}
          {preview.errorRows > 0 ? (
            <Alert
              tone="error"
              title={t('admin.productImport.hasErrors', {
                count: preview.errorRows,
                n: formatNumber(preview.errorRows, lang),
              })}
            >
              {t('admin.productImport.fixAndRetry')}
            </Alert>
          ) : null}
          <ImportPreviewTable preview={preview} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={apply} disabled={!ready} loading={applyCall.isPending}>
              {t('admin.productImport.apply', { count: changes, n: formatNumber(changes, lang) })}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
