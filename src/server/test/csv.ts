/** Reads a CSV answer like a spreadsheet would: BOM, quoted cells with commas and "", CRLF rows. */
export function parseCsv(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('the file does not start with a UTF-8 BOM');
  const text = body.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) throw new Error('the last row does not end with CRLF');
  return rows;
}
