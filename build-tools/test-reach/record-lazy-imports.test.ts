import { describe, expect, it } from 'vitest';
import { recordLazyImports } from './record-lazy-imports';

type Transform = (
  this: { resolve: (specifier: string) => Promise<{ id: string }> },
  code: string,
  id: string,
) => Promise<{ code: string } | undefined>;

/** The plugin's transform, with a resolver that puts a relative path under /app/src and a package under node_modules. */
async function transformed(code: string, id = '/app/src/router.tsx'): Promise<string | undefined> {
  const plugin = recordLazyImports({ sourceRoot: '/app/src', into: '__loads' });
  const transform = plugin.transform as unknown as Transform;
  const resolve = (specifier: string) =>
    Promise.resolve({
      id: specifier.startsWith('.') ? `/app/src/${specifier.slice(2)}.tsx` : `/app/node_modules/${specifier}/index.js`,
    });
  return (await transform.call({ resolve }, code, id))?.code;
}

describe('recording the lazy imports of the UI tests', () => {
  it('puts a record in front of every import() of the app, the same one twice included, on the same line', async () => {
    const code =
      "const a = () => import('./edit');\nconst b = () => import('./edit');\nconst c = () => import('./list');";
    expect(await transformed(code)).toBe(
      [
        'const a = () => (globalThis["__loads"]?.add("/app/src/edit.tsx"), import(\'./edit\'));',
        'const b = () => (globalThis["__loads"]?.add("/app/src/edit.tsx"), import(\'./edit\'));',
        'const c = () => (globalThis["__loads"]?.add("/app/src/list.tsx"), import(\'./list\'));',
      ].join('\n'),
    );
  });

  it('leaves alone a package, a type written as import(), and the files outside the app', async () => {
    expect(await transformed("const q = () => import('qrcode');")).toBeUndefined();
    expect(await transformed("type Page = typeof import('./edit');")).toBeUndefined();
    expect(await transformed("const a = () => import('./edit');", '/app/mocks/x.ts')).toBeUndefined();
  });
});
