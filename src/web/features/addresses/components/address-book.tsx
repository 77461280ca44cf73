import { useState } from 'react';
import type { SavedAddress } from '../../../../shared/schemas/addresses';
import { LoadError } from '../../../components/load-error';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PinIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../auth/api/session';
import { useAddressChange, useAddresses } from '../api/addresses';
import { AddressForm, emptyAddress } from './address-form';
import { AddressLines } from './address-lines';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

function AddressCard({
  address,
  onEdit,
  onDelete,
  busy,
  onMakeDefault,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = address.label || `${address.firstName} ${address.lastName}`;
  return (
    <li
      className={
        address.isDefault
          ? 'flex flex-col gap-3 rounded-xl border-2 border-brand-700 bg-brand-50/40 p-4'
          : 'flex flex-col gap-3 rounded-xl border border-slate-200 p-4'
      }
      aria-label={name}
    >
      {address.label || address.isDefault ? (
        <div className="flex flex-wrap items-center gap-2">
          {address.label ? <p className="font-bold text-ink">{address.label}</p> : null}
          {address.isDefault ? <Badge tone="success">{t('addresses.default')}</Badge> : null}
        </div>
      ) : null}
      <AddressLines address={address} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('addresses.editNamed', { name })}
        >
          {t('addresses.edit')}
        </Button>
        {address.isDefault ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('addresses.makeDefaultNamed', { name })}
          >
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="sm:ms-auto"
          onClick={onDelete}
          aria-label={t('addresses.deleteNamed', { name })}
        >
          {t('addresses.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The profile's address book (issue 24): add, edit, delete, make default. */
export function AddressBook() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const book = useAddresses();
  const change = useAddressChange();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (book.isPending)
    return (
      <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  if (book.isError)
    return (
      <LoadError
        title={t('addresses.title')}
        message={t('addresses.loadFailed')}
        onRetry={() => void book.refetch()}
        retrying={book.isFetching}
      />
    );

  const { items, max } = book.data;
  const full = items.length >= max;
  const failed = (error: unknown) =>
    setNotice({
      tone: 'error',
      text:
        (isApiError(error) && error.kind === 'http' && error.serverMessage) ||
        t('addresses.saveFailed'),
    });

  if (mode.kind !== 'list')
    return (
      <AddressForm
        editing={mode.kind === 'edit' ? mode.address : null}
        blank={emptyAddress(user ?? {})}
        first={items.length === 0}
        onCancel={() => setMode({ kind: 'list' })}
        onDone={() => {
          setNotice({ tone: 'success', text: t('addresses.saved') });
          setMode({ kind: 'list' });
        }}
      />
    );

  const add = (
    <Button onClick={() => setMode({ kind: 'add' })} disabled={full}>
      {t('addresses.add')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-ink">{t('addresses.title')}</h2>
          <p className="text-sm text-slate-600">
            {t(full ? 'addresses.full' : 'addresses.intro', {
              count: max,
              formatted: formatNumber(max, lang),
            })}
          </p>
        </div>
        {items.length > 0 ? add : null}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState
          icon={<PinIcon className="size-7" />}
          title={t('addresses.emptyTitle')}
          description={t('addresses.emptyText')}
          action={add}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('addresses.title')}>
          {items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={change.isPending}
              onEdit={() => {
                setNotice(null);
                setMode({ kind: 'edit', address });
              }}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => {
                setNotice(null);
                change.mutate(
                  { kind: 'default', id: address.id },
                  {
                    onSuccess: () =>
                      setNotice({ tone: 'success', text: t('addresses.defaultSet') }),
                    onError: failed,
                  },
                );
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('addresses.deleteTitle')}
        message={deleting?.isDefault ? t('addresses.deleteDefaultText') : t('addresses.deleteText')}
        confirmLabel={t('addresses.delete')}
        loading={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          change.mutate(
            { kind: 'delete', id: deleting.id },
            {
              onSuccess: () => setNotice({ tone: 'success', text: t('addresses.deleted') }),
              onError: failed,
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </div>
  );
}
