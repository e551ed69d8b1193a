/**
 * jsdom's cascade, with the rules looked up by the element's classes, id and tag instead of tried one by one.
 *
 * For each element whose style is computed, jsdom walks every rule of every style sheet and checks whether its
 * selector might match (`ruleMightMatchElement`: the rightmost compound's id, class or tag); a worker's sheets
 * hold some 500 rules by the end of a run (Emotion's, each kept to what is observed) and an element has a few
 * classes, so almost every rule tried is dropped at once, after costing the check: 10 % of the UI tests' time.
 * Here each sheet's rules are indexed by the keys jsdom checks, an element gets the rules under its keys (and
 * those without any key) in their order in the sheet, and each goes through jsdom's own steps: its quick check,
 * its selector match and its cascade of the rule's declarations. What applies, and in which order, is what jsdom
 * decides; only rules it would drop are skipped, and a rule of one class (most of Emotion's) is not matched again
 * once its class is found on the element.
 * jsdom-environment.ts hands jsdom's module this in place of its loop over a sheet's rules.
 */

/** jsdom's own objects, as far as the index reads them (implementation objects, not the DOM's wrappers). */
export interface RuleImpl {
  selectorText?: string;
  style?: unknown;
  _selectorSubjects?: SelectorSubject[];
  media?: { _list: unknown[] };
  cssRules?: { _list: RuleImpl[] };
}
export interface SheetImpl {
  cssRules: { _list: RuleImpl[] };
}
export interface ElementImpl {
  _localName: string;
  _ownerDocument: {
    contentType: string;
    _getDOMSelector(): { extractSubjects(selector: string, isXml: boolean): SelectorSubject[] };
  };
  getAttributeNS(namespace: null, name: string): string | null;
}
interface SelectorSubject {
  id: string | null;
  className: string | null;
  tag: string | null;
}

/** What jsdom's computed-style module lends the index: its own rule handling and type checks. */
export interface CascadeInternals {
  ruleMightMatchElement(rule: RuleImpl, element: ElementImpl): boolean;
  matches(selector: string, element: ElementImpl): { ast?: unknown; match: boolean };
  handleStyle(style: unknown, declaration: unknown, specificities: unknown, ast: unknown): void;
  isStyleRule(rule: RuleImpl): boolean;
  isMediaRule(rule: RuleImpl): boolean;
  isImportRule(rule: RuleImpl): boolean;
  mediaApplies(media: unknown[]): boolean;
}

interface Entry {
  order: number;
  rule: RuleImpl;
  /** For a rule tried on every element: the attribute the element must have for it to match. */
  attribute?: string;
  /** The media list of the `@media` rule it sits in. */
  media: unknown[] | undefined;
}

interface SheetIndex {
  /** The rule list and its length and last rule when indexed: a sheet that gained or lost a rule is indexed again. */
  list: RuleImpl[];
  length: number;
  last: RuleImpl | undefined;
  byId: Map<string, Entry[]>;
  byClass: Map<string, Entry[]>;
  byTag: Map<string, Entry[]>;
  /** Rules with a selector of no id, class or tag on its right (`*`, `[hidden]`, `:focus`): tried for every element. */
  everywhere: Entry[];
}

const ASCII_WHITESPACE = /[\t\n\f\r ]+/;
/** A selector of one class and nothing else, as Emotion writes most of its rules: `.css-1x2y3z-MuiButton-root`. */
const ONE_CLASS = /^\.[\w-]+$/;
/** The last compound of a selector with no list, function or attribute in it: `.a .css-1x2y3z.Mui-disabled:hover`. */
const PLAIN_LAST_COMPOUND = /(?:^|[\s>+~])([\w.:#-]+)$/;
/** A selector for a pseudo-element only (`:popover-open::backdrop`): jsdom computes no element's style from it. */
const PSEUDO_ELEMENT_ONLY = /^[^,]*::[\w-]+$/;
/** A selector that needs the element to have an attribute, and names no id, class or tag: `[hidden]:not(embed)`. */
const ATTRIBUTE_FIRST = /^\[([\w-]+)[\]=~|^$*\s]/;
/** Whether a selector is one compound (no descendant or sibling in it), its brackets and parentheses aside. */
const isOneCompound = (selector: string) => !/[\s>+~,]/.test(selector.replace(/\[[^\]]*\]|\([^)]*\)/g, ''));

/** The selector's rightmost keys, as jsdom reads and keeps them. */
function subjectsOf(rule: RuleImpl, element: ElementImpl): SelectorSubject[] {
  rule._selectorSubjects ??= element._ownerDocument
    ._getDOMSelector()
    .extractSubjects(rule.selectorText ?? '', element._ownerDocument.contentType !== 'text/html');
  return rule._selectorSubjects;
}

function add(buckets: Map<string, Entry[]>, key: string, entry: Entry): void {
  const bucket = buckets.get(key);
  if (bucket) bucket.push(entry);
  else buckets.set(key, [entry]);
}

/**
 * The handler of one sheet jsdom calls for each element: answers false (jsdom then walks the sheet itself) for a
 * sheet with `@import` rules, which are not indexed.
 */
export function ruleIndex(internals: CascadeInternals) {
  const indexes = new WeakMap<SheetImpl, SheetIndex | null>();
  /** The parsed selector of a one-class rule: an element with that class matches it, with no selector check. */
  const oneClassSelectors = new WeakMap<RuleImpl, unknown>();

  /** jsdom's `handleRule`, skipping the selector check of a one-class rule whose class the element has. */
  function handleRule(rule: RuleImpl, element: ElementImpl, declaration: unknown, specificities: unknown): void {
    if (!internals.ruleMightMatchElement(rule, element)) return;
    let ast = oneClassSelectors.get(rule);
    if (ast === undefined) {
      const selector = rule.selectorText ?? '';
      const result = internals.matches(selector, element);
      if (!result.match) return;
      ast = result.ast;
      if (ONE_CLASS.test(selector)) oneClassSelectors.set(rule, ast);
    }
    internals.handleStyle(rule.style, declaration, specificities, ast);
  }

  function build(sheet: SheetImpl, element: ElementImpl): SheetIndex | null {
    const list = sheet.cssRules._list;
    const index: SheetIndex = {
      list,
      length: list.length,
      last: list.at(-1),
      byId: new Map(),
      byClass: new Map(),
      byTag: new Map(),
      everywhere: [],
    };
    let order = 0;
    const place = (rule: RuleImpl, media: unknown[] | undefined) => {
      const entry: Entry = { order: (order += 1), rule, media };
      const selector = rule.selectorText ?? '';
      if (PSEUDO_ELEMENT_ONLY.test(selector)) return;
      const subjects = subjectsOf(rule, element);
      if (subjects.length === 0 || subjects.some((keys) => !keys.id && !keys.className && !keys.tag)) {
        if (isOneCompound(selector)) entry.attribute = ATTRIBUTE_FIRST.exec(selector)?.[1];
        index.everywhere.push(entry);
        return;
      }
      // Emotion's class names each a single element style: `.css-1x2y3z.Mui-disabled` goes under its `css-`
      // class rather than under `Mui-disabled`, which every disabled control has.
      const emotionClass = PLAIN_LAST_COMPOUND.exec(selector)?.[1]?.match(/\.(css-[\w-]+)/)?.[1];
      if (emotionClass && subjects.length === 1) {
        add(index.byClass, emotionClass, entry);
        return;
      }
      for (const keys of subjects) {
        if (keys.id) add(index.byId, keys.id, entry);
        else if (keys.className) add(index.byClass, keys.className, entry);
        else if (keys.tag) add(index.byTag, keys.tag.toLowerCase(), entry);
      }
    };
    for (const rule of list) {
      if (internals.isImportRule(rule)) return null;
      if (internals.isMediaRule(rule)) {
        for (const inner of rule.cssRules?._list ?? [])
          if (internals.isStyleRule(inner)) place(inner, rule.media?._list);
      } else if (internals.isStyleRule(rule)) {
        place(rule, undefined);
      }
    }
    return index;
  }

  function indexOf(sheet: SheetImpl, element: ElementImpl): SheetIndex | null {
    const list = sheet.cssRules._list;
    const known = indexes.get(sheet);
    if (
      known !== undefined &&
      (known === null || (known.list === list && known.length === list.length && known.last === list.at(-1)))
    )
      return known;
    const index = build(sheet, element);
    indexes.set(sheet, index);
    return index;
  }

  return function handleSheetByIndex(
    sheet: SheetImpl,
    element: ElementImpl,
    declaration: unknown,
    specificities: unknown,
  ): boolean {
    const index = indexOf(sheet, element);
    if (index === null) return false;
    const candidates = index.everywhere.filter(
      (entry) => entry.attribute === undefined || element.getAttributeNS(null, entry.attribute) !== null,
    );
    const id = element.getAttributeNS(null, 'id');
    if (id) candidates.push(...(index.byId.get(id) ?? []));
    for (const name of (element.getAttributeNS(null, 'class') ?? '').split(ASCII_WHITESPACE))
      if (name) candidates.push(...(index.byClass.get(name) ?? []));
    candidates.push(...(index.byTag.get(element._localName.toLowerCase()) ?? []));
    candidates.sort((a, b) => a.order - b.order);
    let previous: Entry | undefined;
    for (const entry of candidates) {
      // A rule under two of the element's keys (two of its selectors) is applied once.
      if (entry === previous) continue;
      previous = entry;
      if (entry.media && !internals.mediaApplies(entry.media)) continue;
      handleRule(entry.rule, element, declaration, specificities);
    }
    return true;
  };
}
