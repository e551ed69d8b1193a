import { describe, expect, it } from 'vitest';
import { newServerKey, SERVER_KEY_PATTERN } from '@mocks/db/gateway-key';
import { serverKeysIn } from './no-server-key';

describe('serverKeysIn', () => {
  it('finds a key as the store makes it, in any file about to be written', () => {
    const files = [
      { fileName: 'assets/index.js', text: 'const ok = 1;' },
      { fileName: 'sw.js', text: `var k="${newServerKey()}";` },
    ];
    expect(serverKeysIn(files, SERVER_KEY_PATTERN)).toEqual(['sw.js holds a payment gateway server key']);
  });

  it('lets the code that makes keys through: its prefix alone, or a shorter text, is no key', () => {
    const files = [
      { fileName: 'sw.js', text: 'return `SB-Mid-server-${hex}`;' },
      { fileName: 'test.js', text: `SB-Mid-server-${'a'.repeat(63)}` },
    ];
    expect(serverKeysIn(files, SERVER_KEY_PATTERN)).toEqual([]);
  });
});
