import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTheme, type Theme } from '@mui/material/styles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioThemeArguments } from '../src/theme/theme';
import {
  createThemeNoVarsFile,
  createThemeWithoutCssVariables,
  muiThemeWithoutCssVariables,
} from './mui-theme-without-css-variables';

type ResolveId = (source: string, importer?: string) => string | undefined;

const resolveId = muiThemeWithoutCssVariables().resolveId as unknown as ResolveId;
const material = '/app/node_modules/@mui/material';

/** A theme's values, each function as `function`: what JSON would compare, less what it silently drops. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shapeOf(entry)]));
}

/** A theme as the components read it: its values, and what its functions answer. */
const asUsed = (theme: Theme) => ({
  values: shapeOf(theme),
  answers: [
    theme.spacing(1, 2),
    theme.breakpoints.up('md'),
    theme.transitions.create('opacity'),
    theme.typography.pxToRem(14),
    theme.alpha(theme.palette.primary.main, 0.5),
  ],
});

describe('muiThemeWithoutCssVariables', () => {
  const folder = mkdtempSync(join(tmpdir(), 'create-theme-'));
  /** The build's `createTheme`: the module the plugin loads in place of MUI's, written to a file Node imports. */
  let buildsCreateTheme: typeof createTheme;
  beforeAll(async () => {
    const file = join(folder, 'create-theme.mjs');
    writeFileSync(file, createThemeWithoutCssVariables(createThemeNoVarsFile()));
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: typeof createTheme };
    buildsCreateTheme = module.default;
  });
  afterAll(() => rmSync(folder, { recursive: true }));

  it("replaces MUI's createTheme where its default theme and its package's index import it, and nowhere else", () => {
    const replaced = resolveId('./createTheme.mjs', `${material}/styles/defaultTheme.mjs`);
    expect(replaced).toMatch(/^\0/);
    expect(resolveId('./createTheme.mjs', `${material}/styles/index.mjs`)).toBe(replaced);
    expect(resolveId('./createTheme.mjs', `${material}/styles/ThemeProviderWithVars.mjs`)).toBeUndefined();
    expect(resolveId('./createTheme.mjs', '/app/node_modules/@mui/system/createTheme/index.mjs')).toBeUndefined();
  });

  it("finds MUI's modules as the rule expects them: createThemeNoVars beside the two that import createTheme", () => {
    const styles = dirname(createThemeNoVarsFile());
    expect(readFileSync(join(styles, 'defaultTheme.mjs'), 'utf8')).toContain('from "./createTheme.mjs"');
    expect(readFileSync(join(styles, 'index.mjs'), 'utf8')).toContain('createTheme } from "./createTheme.mjs"');
    expect(readFileSync(join(styles, '../Box/Box.mjs'), 'utf8')).toContain(
      '{ createTheme } from "../styles/index.mjs"',
    );
  });

  it("makes the studio's theme and MUI's default theme as MUI's createTheme does", () => {
    expect(buildsCreateTheme).not.toBe(createTheme);
    expect(asUsed(buildsCreateTheme(...studioThemeArguments()))).toEqual(
      asUsed(createTheme(...studioThemeArguments())),
    );
    expect(asUsed(buildsCreateTheme())).toEqual(asUsed(createTheme()));
  });

  it('refuses the options only the maker with CSS variables reads', () => {
    expect(() => buildsCreateTheme({ cssVariables: true })).toThrow(/without CSS variables/);
    expect(() => buildsCreateTheme({ colorSchemes: { light: true } })).toThrow(/without CSS variables/);
    expect(() => buildsCreateTheme({ cssVariables: false, palette: { mode: 'dark' } })).not.toThrow();
  });
});
