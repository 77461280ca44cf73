import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Excel reads a UTF-8 file as UTF-8 (and so shows Arabic) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula ("CSV injection"): customer
// names and addresses are typed by strangers. Tab and carriage return count too (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could start a formula gets a leading apostrophe; quotes are doubled. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CRLF-terminated line (RFC 4180). */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The whole file as a stream: BOM and header first, then each batch of rows as it is read, so a
 * large export never sits in memory at once.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(lines());
}

/** "orders-2025-03-10.csv": ASCII only, so every browser keeps the name. */
export const csvFileName = (kind: string, now = new Date()): string =>
  `${kind}-${now.toISOString().slice(0, 10)}.csv`;

/** Sends a CSV download; admin data, so never kept by a cache. */
export function sendCsv(
  reply: FastifyReply,
  kind: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${csvFileName(kind)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(csvStream(header, batches));
}
