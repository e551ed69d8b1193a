import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const DECISION = 'docs/decisions/016-theme-without-css-variables.md';

/** The modules of Material UI that import its `createTheme`: its default theme's, and its package's index. */
const CREATE_THEME_IMPORTERS = ['/@mui/material/styles/defaultTheme.mjs', '/@mui/material/styles/index.mjs'];

// Named as MUI's module is, so is the chunk that holds it.
const CREATE_THEME_WITHOUT_CSS_VARIABLES = '\0mui-theme-without-css-variables/createTheme.mjs';

/** Material UI's theme maker without CSS variables, which its package does not export; an error once it moved. */
export function createThemeNoVarsFile(): string {
  const material = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
  const file = join(material, 'styles', 'createThemeNoVars.mjs');
  if (!existsSync(file)) throw new Error(`Material UI no longer has ${file}: see ${DECISION}.`);
  return file;
}

/**
 * Material UI's `createTheme` as the build has it: what MUI's makes of options without `cssVariables` and
 * `colorSchemes` (MUI's default theme and the studio's), made the same way, and an error for any other options.
 */
export function createThemeWithoutCssVariables(createThemeNoVars: string): string {
  const refusal = `This build makes themes without CSS variables: no cssVariables, no colorSchemes (${DECISION}).`;
  return [
    `import createThemeNoVars from ${JSON.stringify(createThemeNoVars)};`,
    'export default function createTheme(options = {}, ...args) {',
    '  const { cssVariables = false } = options;',
    `  if (cssVariables !== false || 'colorSchemes' in options) throw new Error(${JSON.stringify(refusal)});`,
    '  return createThemeNoVars(options, ...args);',
    '}',
  ].join('\n');
}

/**
 * Keeps Material UI's CSS-variables machinery (`createThemeWithVars` and its helpers) out of the build: its
 * `createTheme` imports both makers and chooses at run time, and calls only `createThemeNoVars` for options
 * without `cssVariables` and `colorSchemes`. Every styled component and Box make MUI's default theme with it
 * (MUI's pull request #48607 proposes `createThemeNoVars` there), and the studio's theme has neither option, so
 * the build's `createTheme` is that call alone (`createThemeWithoutCssVariables`). The dev server and the tests
 * keep MUI's own. Decision 016.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  const file = createThemeNoVarsFile();
  return {
    name: 'mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const isMuiCreateTheme =
        source === './createTheme.mjs' && CREATE_THEME_IMPORTERS.some((module) => importer?.endsWith(module));
      return isMuiCreateTheme ? CREATE_THEME_WITHOUT_CSS_VARIABLES : undefined;
    },
    load(id) {
      return id === CREATE_THEME_WITHOUT_CSS_VARIABLES ? createThemeWithoutCssVariables(file) : undefined;
    },
  };
}
