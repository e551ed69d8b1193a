import { describe, expect, it } from 'vitest';
import { csvFile, csvText } from './csv';

describe('csvText', () => {
  it('writes a header and rows, each line ended by CRLF, numbers as they are and null as nothing', () => {
    expect(
      csvText(
        ['Nama', 'Dibayar'],
        [
          ['Sari', 350_000],
          ['Budi', null],
        ],
      ),
    ).toBe('Nama,Dibayar\r\nSari,350000\r\nBudi,\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvText(['Catatan'], [['Wijaya, Rina'], ['Suka "latar hijau"'], ['baris\nkedua']])).toBe(
      'Catatan\r\n"Wijaya, Rina"\r\n"Suka ""latar hijau"""\r\n"baris\nkedua"\r\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text, after an apostrophe', () => {
    expect(csvText(['Nama'], [['=HYPERLINK("x")'], ['+62 812'], ['-'], ['@sari']])).toBe(
      `Nama\r\n"'=HYPERLINK(""x"")"\r\n'+62 812\r\n'-\r\n'@sari\r\n`,
    );
  });

  it('writes Indonesian text as it is', () => {
    expect(csvText(['Nama'], [['Dewi Lestari – Wisuda']])).toBe('Nama\r\nDewi Lestari – Wisuda\r\n');
  });
});

describe('csvFile', () => {
  it('is UTF-8 text that begins with the byte-order mark', async () => {
    const file = csvFile(['Nama'], [['Sari']]);

    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nama\r\nSari\r\n');
  });
});
