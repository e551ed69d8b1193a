import { StyleSheet } from '@emotion/sheet';
import { compile, DECLARATION, middleware, serialize, stringify, type Element } from 'stylis';

/**
 * The properties anything under test reads from computed styles: Testing Library and
 * dom-accessibility-api (what is hidden, and which elements are inline when names are computed), jest-dom's
 * `toBeVisible`, and user-event (visibility, `pointer-events`).
 */
const OBSERVED_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content-visibility',
]);

function keepObservedDeclarations(element: Element): void {
  if (Array.isArray(element.children)) {
    element.children = element.children.filter(
      (child) => child.type !== DECLARATION || OBSERVED_PROPERTIES.has(String(child.props)),
    );
  }
}

/** A CSS rule with only the observed declarations; '' when none is left. */
export function observedPart(rule: string): string {
  return serialize(compile(rule), middleware([keepObservedDeclarations, stringify]));
}

/**
 * jsdom resolves the whole cascade of every element a query or a click looks at, and MUI writes dozens of
 * declarations per rule: that took a third of a screen test's time. Emotion's style sheets in the tests get
 * only the observed declarations, with the same selectors, media queries and order, so what is hidden,
 * visible or unclickable is computed exactly as before and everything else (colours, spacing, fonts, which
 * jsdom cannot lay out anyway) is left out.
 */
export function keepOnlyObservedStyles(): void {
  // The original is kept to be called on each sheet with `.call`, so it never runs unbound.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const insertRule = StyleSheet.prototype.insert;
  if (insertRule.name === insertObservedPart.name) return;
  function insertObservedPart(this: StyleSheet, rule: string) {
    // One style element per sheet, filled through the CSSOM, as Emotion does in production: in development
    // it adds an element per rule, and every one of them is a DOM change that wakes each pending waitFor
    // and a node that Emotion's and MUI's own look-ups in the head walk through.
    this.isSpeedy = true;
    const kept = observedPart(rule);
    if (kept) insertRule.call(this, kept);
  }
  StyleSheet.prototype.insert = insertObservedPart;
}
