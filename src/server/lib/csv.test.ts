import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream, UTF8_BOM } from './csv';

describe('csv cells', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Mona Adel')).toBe('Mona Adel');
    expect(csvCell('منى عادل')).toBe('منى عادل');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Sa"id, Jr')).toBe('"Sa""id, Jr"');
    expect(csvCell('12 Tahrir St\nCairo')).toBe('"12 Tahrir St\nCairo"');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+201001234567')).toBe("'+201001234567");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // Our own numbers are never text, so a negative amount stays a number.
    expect(csvCell(-2)).toBe('-2');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('streams the BOM, the header and every batch', async () => {
    async function* batches() {
      yield [['x', 1]];
      yield [];
      yield [['y', 2]];
    }
    let text = '';
    for await (const chunk of csvStream(['name', 'n'], batches())) text += chunk;
    expect(text).toBe(`${UTF8_BOM}name,n\r\nx,1\r\ny,2\r\n`);
  });
});
