import { afterEach, describe, expect, it } from 'vitest';

/** The style elements a test added (Emotion's, which the worker's other files use, stay). */
const added: HTMLStyleElement[] = [];

/** A style sheet of these rules, as a page's `<style>`; answers its sheet. */
function styleSheet(rules: string[]): CSSStyleSheet {
  const element = document.createElement('style');
  document.head.append(element);
  added.push(element);
  const sheet = element.sheet;
  if (!sheet) throw new Error('no sheet');
  rules.forEach((rule) => sheet.insertRule(rule, sheet.cssRules.length));
  return sheet;
}

/** An element of this markup in the body; answers the one of `data-testid="it"`. */
function element(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  const found = document.querySelector<HTMLElement>('[data-testid="it"]');
  if (!found) throw new Error('no element');
  return found;
}

const displayOf = (markup: string) => getComputedStyle(element(markup)).display;

afterEach(() => {
  added.splice(0).forEach((style) => style.remove());
  document.body.innerHTML = '';
});

// The UI tests' jsdom looks rules up by the element's keys (style-rule-index.ts): these are the cascades it must
// compute as jsdom's own walk over every rule does.
describe('the cascade with rules looked up by key', () => {
  it('applies a rule of two classes only to an element with both', () => {
    styleSheet(['.css-a1.Mui-disabled{display:none}', '.css-b2.Mui-disabled{display:inline}']);
    expect(displayOf('<p data-testid="it" class="css-a1 Mui-disabled"></p>')).toBe('none');
    expect(displayOf('<p data-testid="it" class="css-b2 Mui-disabled"></p>')).toBe('inline');
    expect(displayOf('<p data-testid="it" class="css-a1"></p>')).toBe('block');
  });

  it('lets the later of two rules of equal weight win, in either order', () => {
    styleSheet(['.a{display:flex}', '.b{display:grid}']);
    expect(displayOf('<div data-testid="it" class="b a"></div>')).toBe('grid');
    styleSheet(['.a{display:inline}']);
    expect(displayOf('<div data-testid="it" class="b a"></div>')).toBe('inline');
  });

  it('weighs an id over a class and a class over a tag', () => {
    styleSheet(['#solo{display:table}', '.k{display:inline}', 'span{display:block}']);
    expect(displayOf('<span data-testid="it" id="solo" class="k"></span>')).toBe('table');
    expect(displayOf('<span data-testid="it" class="k"></span>')).toBe('inline');
    expect(displayOf('<span data-testid="it"></span>')).toBe('block');
  });

  it('matches a rule of no key, a descendant one included, and one needing an attribute only where it is', () => {
    styleSheet(['[data-wrap] :first-child{display:none}', '[data-flag]:not(p){display:inline-block}']);
    expect(displayOf('<div data-wrap><em data-testid="it"></em></div>')).toBe('none');
    expect(displayOf('<div data-testid="it" data-flag></div>')).toBe('inline-block');
    expect(displayOf('<div data-testid="it"></div>')).toBe('block');
    expect(displayOf('<p data-testid="it" hidden></p>')).toBe('none');
  });

  it('applies a rule inside a media query only when the query holds (jsdom holds a screen, and no feature)', () => {
    styleSheet(['@media screen{.m{display:none}}', '@media print{.n{display:none}}']);
    expect(displayOf('<div data-testid="it" class="m"></div>')).toBe('none');
    expect(displayOf('<div data-testid="it" class="n"></div>')).toBe('block');
  });

  it('takes a rule added after a style was computed, and never one for a pseudo-element', () => {
    const sheet = styleSheet(['.late::before{display:none}']);
    expect(displayOf('<div data-testid="it" class="late"></div>')).toBe('block');
    sheet.insertRule('.late{display:flex}', sheet.cssRules.length);
    expect(displayOf('<div data-testid="it" class="late"></div>')).toBe('flex');
  });
});
