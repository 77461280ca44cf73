import { CsvError, parse } from 'csv-parse/sync';
import {
  IMPORT_MAX_ROWS,
  PRODUCT_CSV_HEADER,
  type ProductCsvColumn,
} from '../../../../shared/schemas/catalog-import';
import { AppError } from '../../../lib/app-error';

export type FileEncoding = 'utf-8' | 'windows-1256';

/** One data row: every column's cell (missing cells are empty), and its spreadsheet row number. */
export interface RawRow {
  row: number;
  cells: Record<ProductCsvColumn, string>;
}

const ARABIC_LETTER = /[\u0621-\u064a]/;
/** Text a real Windows-1256 file never decodes to: C0 controls other than tab, CR and LF. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f)
      return true;
  }
  return false;
}

/**
 * The file's text. UTF-8 (with or without BOM) is read as it is. Anything that is not valid
 * UTF-8 is tried as Windows-1256, which Excel writes for "CSV (Comma delimited)" on an Arabic
 * Windows: accepted when it then reads as Arabic text (Arabic letters, no control characters),
 * refused with advice otherwise (decision 057). UTF-16 ("Unicode text") is refused too.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: FileEncoding } {
  const bad = () => new AppError('VALIDATION', 400, 'import.badEncoding');
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw bad();
  try {
    // ignoreBOM false (the default): a leading BOM is dropped.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('windows-1256').decode(bytes);
    if (!ARABIC_LETTER.test(text) || hasControl(text)) throw bad();
    return { text, encoding: 'windows-1256' };
  }
}

/** Excel in some locales separates with semicolons: the header line tells which one it used. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  return !first.includes(',') && first.includes(';') ? ';' : ',';
}

const normalizeHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * The rows of the file under a header that names every column of PRODUCT_CSV_HEADER once (in
 * any order). A wrong header, unreadable quoting or too many rows refuse the whole file.
 */
export function readRows(text: string): RawRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      // Records read before the broken one: it is the next spreadsheet row.
      const row = ((error as CsvError & { records?: number }).records ?? 0) + 1;
      throw new AppError('VALIDATION', 400, 'import.notCsv', { params: { row } });
    }
    throw error;
  }
  const [header = [], ...data] = records;
  const names = header.map(normalizeHeader);
  const seen = new Set<string>();
  for (const name of names) {
    if (name && seen.has(name))
      throw new AppError('VALIDATION', 400, 'import.duplicateColumn', { params: { column: name } });
    seen.add(name);
  }
  const known = new Set<string>(PRODUCT_CSV_HEADER);
  const missing = PRODUCT_CSV_HEADER.filter((c) => !seen.has(c));
  const unknown = names.filter((n) => n && !known.has(n));
  if (missing.length || unknown.length) {
    throw new AppError('VALIDATION', 400, 'import.wrongHeader', {
      params: { missing: missing.join(', ') || '—', unknown: unknown.join(', ') || '—' },
    });
  }
  // A row of empty cells (Excel keeps formatted blank rows) is not a product.
  const rows = data
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw new AppError('VALIDATION', 400, 'import.empty');
  if (rows.length > IMPORT_MAX_ROWS)
    throw new AppError('VALIDATION', 400, 'import.tooManyRows', {
      params: { max: IMPORT_MAX_ROWS },
    });
  const index = new Map(names.map((name, i) => [name, i]));
  return rows.map(({ cells, row }) => ({
    row,
    cells: Object.fromEntries(
      PRODUCT_CSV_HEADER.map((column) => [column, cells[index.get(column)!] ?? '']),
    ) as Record<ProductCsvColumn, string>,
  }));
}
