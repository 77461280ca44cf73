import type { AppContext } from '../../context';
import { type NotificationDraft, notifyAdmins, notifyUser } from '../notifications';
import { type OrderMailKind, queueOrderMail } from './mails';

/**
 * What an order change asks for once its transaction has committed: lifecycle.ts returns these
 * instead of running them, so a rolled-back change never mails anybody.
 */
export type OrderEffect =
  | { kind: 'mail'; orderId: string; mail: OrderMailKind }
  | { kind: 'notify_customer'; userId: string; notice: NotificationDraft }
  | { kind: 'notify_admins'; notice: NotificationDraft }
  /** Stock came back: cached catalog answers may say "in stock" again (decision 022). */
  | { kind: 'catalog_changed' };

/** Runs the effects of committed changes, in order; the catalog version is bumped once, first. */
export async function runOrderEffects(ctx: AppContext, effects: readonly OrderEffect[]) {
  if (effects.some((e) => e.kind === 'catalog_changed')) await ctx.catalogVersion.bump();
  for (const effect of effects) {
    if (effect.kind === 'mail') await queueOrderMail(ctx, effect.orderId, effect.mail);
    // Notification failures are logged inside, never thrown (the change stays).
    else if (effect.kind === 'notify_customer') await notifyUser(ctx, effect.userId, effect.notice);
    else if (effect.kind === 'notify_admins') await notifyAdmins(ctx, effect.notice);
  }
}
