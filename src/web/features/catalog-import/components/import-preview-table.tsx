import { Fragment, useState } from 'react';
import type { ImportPreview, ImportRow } from '../../../../shared/schemas/catalog-import';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** Rows drawn at once: a 5,000-row file is checked whole, the page shows a part of it. */
const SHOWN = 200;

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-2 align-top';

function RowStatus({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const [tone, key]: [BadgeTone, string] =
    row.errors.length > 0
      ? ['danger', 'error']
      : row.action === 'create'
        ? ['success', 'create']
        : row.action === 'update'
          ? ['info', 'update']
          : ['neutral', 'skip'];
  return <Badge tone={tone}>{t(`admin.productImport.status.${key}`)}</Badge>;
}

/** The file's rows as the server read them, each with its problems in the admin's language. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [onlyErrors, setOnlyErrors] = useState(preview.errorRows > 0);
  const rows = onlyErrors ? preview.items.filter((r) => r.errors.length > 0) : preview.items;
  const shown = rows.slice(0, SHOWN);
  return (
    <div className="flex flex-col gap-3">
      {preview.errorRows > 0 ? (
        <Checkbox
          label={t('admin.productImport.onlyErrors')}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.target.checked)}
        />
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm" aria-label={t('admin.productImport.previewTable')}>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t('admin.productImport.columns.row')}
              </th>
              <th scope="col" className={th}>
                {t('admin.productImport.columns.sku')}
              </th>
              <th scope="col" className={th}>
                {t('admin.productImport.columns.product')}
              </th>
              <th scope="col" className={th}>
                {t('admin.productImport.columns.price')}
              </th>
              <th scope="col" className={th}>
                {t('admin.productImport.columns.stock')}
              </th>
              <th scope="col" className={th}>
                {t('admin.productImport.columns.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => (
              <Fragment key={row.row}>
                <tr
                  data-testid="import-row"
                  className={row.errors.length ? 'border-b-0 bg-red-50/60' : undefined}
                >
                  <td className={`${td} tabular-nums text-slate-600`}>
                    {formatNumber(row.row, lang)}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <bdi className="font-mono text-xs">{row.sku || '—'}</bdi>
                  </td>
                  <td className={`${td} min-w-40`}>
                    <p className="font-semibold text-slate-900">
                      <bdi>{row.name || '—'}</bdi>
                    </p>
                    {row.variant ? (
                      <p className="text-slate-600">
                        <bdi>{row.variant}</bdi>
                      </p>
                    ) : null}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    {row.price === null ? '—' : formatEgp(row.price, lang)}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    {row.stock === null
                      ? t('admin.productImport.notTracked')
                      : formatNumber(row.stock, lang)}
                  </td>
                  <td className={td}>
                    <RowStatus row={row} />
                  </td>
                </tr>
                {row.errors.length ? (
                  // Its own full-width row: on a phone the table scrolls sideways, the errors do not.
                  <tr className="bg-red-50/60">
                    <td colSpan={6} className="px-3 pb-3 pt-0">
                      <ul className="sticky start-3 flex max-w-[calc(100vw-5rem)] flex-col gap-1 text-red-800 md:max-w-none">
                        {row.errors.map((error) => (
                          <li key={`${error.column}:${error.message}`}>
                            {error.column ? (
                              <>
                                <bdi className="font-mono text-xs font-semibold">
                                  {error.column}
                                </bdi>
                                {': '}
                              </>
                            ) : null}
                            {error.message}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN ? (
        <p className="text-sm text-slate-600">
          {t('admin.productImport.showingFirst', {
            shown: formatNumber(SHOWN, lang),
            total: formatNumber(rows.length, lang),
          })}
        </p>
      ) : null}
    </div>
  );
}
