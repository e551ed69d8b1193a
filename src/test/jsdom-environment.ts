import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { ruleIndex } from './style-rule-index';
import { observedPart } from './visibility-styles';

const jsdom = builtinEnvironments.jsdom;

/** Where jsdom's computed-style module walks one sheet's rules, and what it then does with its loop. */
const SHEET_LOOP = 'function handleSheet(sheetImpl, elementImpl, declaration, specificities) {\n';
const BY_INDEX =
  '  if (handleSheetByIndex !== undefined && handleSheetByIndex(sheetImpl, elementImpl, declaration, specificities)) return;\n';
/** Appended to that module: hands the index jsdom's own rule handling, and takes its sheet handler. */
const TAKE_INDEX = `
let handleSheetByIndex;
exports.useRuleIndex = (make) => {
  handleSheetByIndex = make({
    ruleMightMatchElement,
    matches,
    handleStyle,
    isStyleRule: (rule) => CSSStyleRule.isImpl(rule),
    isMediaRule: (rule) => CSSMediaRule.isImpl(rule),
    isImportRule: (rule) => CSSImportRule.isImpl(rule),
    mediaApplies: (media) => evaluateMediaList(media),
  });
};
`;

/**
 * jsdom's computed styles, as the tests need them: its own user-agent style sheet with only the declarations the
 * tests observe (visibility-styles.ts), and its cascade looking rules up by the element's keys
 * (style-rule-index.ts). jsdom reads the sheet from a file when its computed-style module is first required, so
 * that module is required here first, while the sheet reads as its observed part and the module's source as
 * itself with the index's hook. Files sharing a worker find it loaded already (by this).
 */
function loadTestComputedStyles(): void {
  const require = createRequire(import.meta.url);
  const jsdomLib = dirname(require.resolve('jsdom'));
  const computedStyle = join(jsdomLib, 'jsdom/living/css/helpers/computed-style.js');
  const sheet = join(jsdomLib, 'jsdom/browser/default-stylesheet.css');
  if (require.cache[computedStyle]) return;
  const readFileSync = fs.readFileSync;
  const observed = observedPart(readFileSync(sheet, 'utf8'));
  let sheetRead = false;
  let loopFound = false;
  const readForTests = (...args: Parameters<typeof readFileSync>): string | Buffer => {
    if (args[0] === sheet) {
      sheetRead = true;
      return observed;
    }
    if (args[0] !== computedStyle) return readFileSync(...args);
    const source = readFileSync(computedStyle, 'utf8');
    loopFound = source.includes(SHEET_LOOP);
    return `${source.replace(SHEET_LOOP, SHEET_LOOP + BY_INDEX)}${TAKE_INDEX}`;
  };
  fs.readFileSync = readForTests as typeof readFileSync;
  let module: { useRuleIndex?: (make: typeof ruleIndex) => void };
  try {
    module = require(computedStyle) as typeof module;
  } finally {
    fs.readFileSync = readFileSync;
  }
  if (!sheetRead) throw new Error(`jsdom's ${computedStyle} no longer reads its user-agent style sheet at load`);
  if (!loopFound || !module.useRuleIndex)
    throw new Error(`jsdom's ${computedStyle} no longer walks a sheet in handleSheet`);
  module.useRuleIndex(ruleIndex);
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
    loadTestComputedStyles();
    return jsdom.setup(global, options);
  },
};

export default observedJsdom;
