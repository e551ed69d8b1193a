import { create } from 'storybook/theming';
import { fontStacks } from '../src/theme/font-stacks';
import { palette } from '../src/theme/tokens';

/** Docs pages in the studio's body font, plum ink and terracotta links. */
export const docsTheme = create({
  base: 'light',
  fontBase: fontStacks.body,
  textColor: palette.plum,
  colorSecondary: palette.terracotta,
});
