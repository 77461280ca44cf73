import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  OPEN_RETURN_STATUSES,
  type OrderReturns as OrderReturnsAnswer,
  RETURN_PHOTOS_MAX,
  type ReturnBlock,
  type ReturnRequest,
  type ReturnSettings,
  type returnRequestInputSchema,
} from '../../../shared/schemas/returns';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { processSingleImage, sniffImageType } from '../../lib/images';
import { lockOrder, type OrderRow } from '../orders';
import { SETTING_KEYS, type SettingsService } from '../settings';
import { tellAdmins, tellCustomer } from './notify';
import {
  customersOf,
  heldByLine,
  loadOrderReturns,
  lockReturn,
  type OrderReturns,
  type ReturnRow,
  storedReason,
  viewOf,
} from './reads';
import { returnItems, returnRequests } from './tables';

/**
 * The customer's side of returns (issue 21, decision 046): what an order allows, a new request
 * (which lines, how many, why) checked under the order's row lock, its photos, and withdrawing
 * it while the shop has not decided. One open request per order (the unique index backs the
 * lock). Notices and mails go out after the commit.
 */

type RequestInput = z.output<typeof returnRequestInputSchema>;

export const returnSettingsValueSchema = z.object({ windowDays: z.number().int().min(0) });
const DAY_MS = 86_400_000;

export function createReturnsService(ctx: AppContext, deps: { settings: SettingsService }) {
  const { db, storage } = ctx;

  async function settingsRecord(): Promise<ReturnSettings> {
    const stored = await deps.settings.read(SETTING_KEYS.returns, returnSettingsValueSchema);
    return {
      windowDays: stored?.value.windowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  async function saveSettings(windowDays: number, adminId: string): Promise<ReturnSettings> {
    await deps.settings.write(SETTING_KEYS.returns, { windowDays }, adminId);
    return settingsRecord();
  }

  /** Until when items of the order may be asked back (null: not delivered). */
  const windowEnd = (order: OrderRow, windowDays: number) =>
    order.deliveredAt ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS) : null;

  /** Why no new request can be made now, or null. */
  function blockOf(
    returns: OrderReturns,
    windowDays: number,
    now = new Date(),
  ): ReturnBlock | null {
    const { order } = returns;
    if (order.paymentStatus === 'cancelled') return 'cancelled';
    if (order.deliveryStatus !== 'delivered' || !order.deliveredAt) return 'not_delivered';
    if (windowEnd(order, windowDays)! < now) return 'window_closed';
    if (
      returns.rows.some((row) => (OPEN_RETURN_STATUSES as readonly string[]).includes(row.status))
    ) {
      return 'open_request';
    }
    const held = heldByLine(returns);
    if (returns.lines.every((line) => (held.get(line.id) ?? 0) >= line.quantity)) {
      return 'nothing_left';
    }
    return null;
  }

  async function answerFor(
    returns: OrderReturns,
    customer: ReturnRequest['customer'],
  ): Promise<OrderReturnsAnswer> {
    const { windowDays } = await settingsRecord();
    const block = blockOf(returns, windowDays);
    const held = heldByLine(returns);
    const end = windowEnd(returns.order, windowDays);
    return {
      eligible: block === null,
      block,
      windowDays,
      endsAt: end?.toISOString() ?? null,
      lines: returns.lines.map((line) => ({
        orderItemId: line.id,
        nameEn: line.nameEn,
        nameAr: line.nameAr,
        quantity: line.quantity,
        returnable: Math.max(0, line.quantity - (held.get(line.id) ?? 0)),
      })),
      returns: [...returns.rows].reverse().map((row) => viewOf(returns, row, storage, customer)),
    };
  }

  /**
   * The order's returns and what may still be returned: the customer's (`userId`: null when not
   * theirs) or, without it, the admin's view naming the customer. Null: no such order.
   */
  async function forOrder(orderId: string, userId?: string): Promise<OrderReturnsAnswer | null> {
    const returns = await loadOrderReturns(db, orderId);
    if (!returns || (userId && returns.order.userId !== userId)) return null;
    const customer = userId
      ? null
      : (await customersOf(db, [returns.order.userId]))(returns.order.userId);
    return answerFor(returns, customer);
  }

  const refusal = (block: ReturnBlock) => {
    const key = {
      not_delivered: 'returns.notDelivered',
      cancelled: 'returns.orderCancelled',
      window_closed: 'returns.windowClosed',
      open_request: 'returns.openRequest',
      nothing_left: 'returns.nothingLeft',
    } as const;
    return new AppError('CONFLICT', 409, key[block]);
  };

  /** Checks the lines asked for against what may still come back; throws a field error. */
  function checkItems(returns: OrderReturns, input: RequestInput) {
    const held = heldByLine(returns);
    const lines = new Map(returns.lines.map((line) => [line.id, line]));
    const errors = input.items.flatMap(
      (item, index): { field: string; messages: FieldMessage[] }[] => {
        const line = lines.get(item.orderItemId);
        if (!line) {
          return [{ field: `items.${index}.orderItemId`, messages: ['returns.unknownItem'] }];
        }
        const max = Math.max(0, line.quantity - (held.get(line.id) ?? 0));
        return item.quantity > max
          ? [
              {
                field: `items.${index}.quantity`,
                messages: [{ key: 'returns.tooManyItems', params: { max } }],
              },
            ]
          : [];
      },
    );
    if (errors.length > 0) throw AppError.validation(errors);
  }

  /** A new request of the customer's own delivered order, within the window. */
  async function request(
    userId: string,
    orderId: string,
    input: RequestInput,
  ): Promise<ReturnRequest> {
    const { windowDays } = await settingsRecord();
    let created: ReturnRow;
    let returns: OrderReturns;
    try {
      ({ created, returns } = await db.transaction(async (tx) => {
        // The order's lock makes two requests at once wait for each other.
        const order = await lockOrder(tx, orderId, userId);
        if (!order) throw AppError.notFound('orders.notFound');
        const before = (await loadOrderReturns(tx, orderId))!;
        const block = blockOf(before, windowDays);
        if (block && block !== 'nothing_left') throw refusal(block);
        checkItems(before, input);
        const [row] = await tx
          .insert(returnRequests)
          .values({ orderId, userId, reason: storedReason(input.reason, input.details) })
          .returning();
        await tx
          .insert(returnItems)
          .values(input.items.map((item) => ({ returnId: row.id, ...item })));
        return { created: row, returns: (await loadOrderReturns(tx, orderId))! };
      }));
    } catch (error) {
      if (isUniqueViolation(error)) throw refusal('open_request');
      throw error;
    }
    const head = {
      orderId,
      orderNumber: returns.order.orderNumber,
      userId,
      locale: returns.order.locale,
    };
    await tellAdmins(ctx, 'requested', created, head);
    await tellCustomer(ctx, 'requested', created, head);
    return viewOf(returns, created, storage);
  }

  async function viewAfter(tx: Tx | null, row: ReturnRow): Promise<ReturnRequest> {
    const returns = (await loadOrderReturns(tx ?? db, row.orderId))!;
    return viewOf(returns, row, storage);
  }

  /**
   * Adds photos (at most RETURN_PHOTOS_MAX in all) to the customer's request still waiting. The
   * upload is read only once the request is known to be theirs and open: a stranger's or a late
   * upload is refused without taking its bytes in.
   */
  async function addPhotos(
    userId: string,
    id: string,
    readFiles: () => Promise<Buffer[]>,
  ): Promise<ReturnRequest> {
    const [current] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!current || current.userId !== userId) throw AppError.notFound('returns.notFound');
    if (current.status !== 'requested') throw new AppError('CONFLICT', 409, 'returns.notRequested');
    const files = await readFiles();
    if (files.length === 0) throw new AppError('BAD_REQUEST', 400, 'errors.noFiles');
    if (current.photos.length + files.length > RETURN_PHOTOS_MAX) {
      throw new AppError('BAD_REQUEST', 400, 'returns.tooManyPhotos', {
        params: { max: RETURN_PHOTOS_MAX },
      });
    }
    if (files.some((bytes) => !sniffImageType(bytes))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
    }
    const keys: string[] = [];
    for (const bytes of files) {
      let image: Awaited<ReturnType<typeof processSingleImage>>;
      try {
        // Whole, as the customer took it (at most 1200 px): the staff judge the damage from it.
        image = await processSingleImage(bytes, 1200, 1200);
      } catch (cause) {
        throw new AppError('BAD_REQUEST', 400, 'errors.imageInvalid', { cause });
      }
      const key = `returns/${id}/${randomUUID()}.webp`;
      await storage.put(key, image.bytes);
      keys.push(key);
    }
    try {
      return await db.transaction(async (tx) => {
        const row = await lockReturn(tx, id, userId);
        if (row?.status !== 'requested') {
          throw new AppError('CONFLICT', 409, 'returns.notRequested');
        }
        if (row.photos.length + keys.length > RETURN_PHOTOS_MAX) {
          throw new AppError('BAD_REQUEST', 400, 'returns.tooManyPhotos', {
            params: { max: RETURN_PHOTOS_MAX },
          });
        }
        const [updated] = await tx
          .update(returnRequests)
          .set({ photos: [...row.photos, ...keys], updatedAt: sql`now()` })
          .where(eq(returnRequests.id, id))
          .returning();
        return viewAfter(tx, updated);
      });
    } catch (error) {
      // Stored first; a request that moved on (or filled up) meanwhile keeps none of them.
      for (const key of keys) await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /** The customer withdraws their request while the shop has not decided. */
  async function withdraw(userId: string, id: string): Promise<ReturnRequest> {
    const row = await db.transaction(async (tx) => {
      const current = await lockReturn(tx, id, userId);
      if (!current) throw AppError.notFound('returns.notFound');
      if (current.status !== 'requested') {
        throw new AppError('CONFLICT', 409, 'returns.notRequested');
      }
      const [updated] = await tx
        .update(returnRequests)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(eq(returnRequests.id, id))
        .returning();
      return updated;
    });
    const view = await viewAfter(null, row);
    await tellAdmins(ctx, 'cancelled', row, {
      orderId: row.orderId,
      orderNumber: view.orderNumber,
      userId,
    });
    return view;
  }

  return { settingsRecord, saveSettings, forOrder, request, addPhotos, withdraw };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
