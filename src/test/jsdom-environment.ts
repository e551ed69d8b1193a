import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { observedPart } from './visibility-styles';

const jsdom = builtinEnvironments.jsdom;

/**
 * jsdom's own user-agent style sheet, with only the declarations the tests observe (visibility-styles.ts): jsdom
 * reads it from a file when its computed-style module is first required, so that module is required here first,
 * while that one file reads as its observed part. Files sharing a worker find it loaded already (by this).
 */
function loadObservedUserAgentSheet(): void {
  const require = createRequire(import.meta.url);
  const jsdomLib = dirname(require.resolve('jsdom'));
  const computedStyle = join(jsdomLib, 'jsdom/living/css/helpers/computed-style.js');
  const sheet = join(jsdomLib, 'jsdom/browser/default-stylesheet.css');
  if (require.cache[computedStyle]) return;
  const readFileSync = fs.readFileSync;
  const observed = observedPart(readFileSync(sheet, 'utf8'));
  let sheetRead = false;
  const readObservedSheet = (...args: Parameters<typeof readFileSync>): string | Buffer => {
    if (args[0] !== sheet) return readFileSync(...args);
    sheetRead = true;
    return observed;
  };
  fs.readFileSync = readObservedSheet as typeof readFileSync;
  try {
    require(computedStyle);
  } finally {
    fs.readFileSync = readFileSync;
  }
  if (!sheetRead) throw new Error(`jsdom's ${computedStyle} no longer reads its user-agent style sheet at load`);
}

/**
 * The UI tests' environment: Vitest's jsdom, whose user-agent style sheet keeps only the declarations anything
 * under test reads (display, visibility, opacity, pointer-events, content-visibility), with the same selectors,
 * media queries, priorities and order. jsdom matches every rule of that sheet against each element whose style a
 * role query, a click or a visibility check computes, and 78 of its 110 rules set only fonts, margins and
 * colours: about a tenth of a screen test. What is hidden or visible is computed as before
 * (visibility-styles.test.tsx holds it).
 */
const observedJsdom: Environment = {
  ...jsdom,
  name: 'observed-jsdom',
  viteEnvironment: 'client',
  setup(global: unknown, options: Record<string, unknown>) {
    loadObservedUserAgentSheet();
    return jsdom.setup(global, options);
  },
};

export default observedJsdom;
