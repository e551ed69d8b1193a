/** Token values and names as code: monospace, broken anywhere so a long value never widens a narrow page. */
export const codeStyle = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
} as const;
