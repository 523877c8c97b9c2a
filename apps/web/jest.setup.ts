import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd renders slowly under jsdom on a shared machine: be patient with async queries.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30000);

declare const require: (id: string) => Record<string, unknown>;

// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  const util = require('node:util');
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

// `import.meta.env` cannot be parsed in jest's CommonJS world: the one module that reads it is
// replaced by the same defaults built from process.env.
jest.mock('./src/config/env', () => {
  const vars = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  return { env: { productTitle: vars.VITE_PRODUCT_TITLE || '职业健康全流程信息化平台', apiBase: '', dev: false } };
});

// antd needs these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no layout, so there is never anything to observe.
class ResizeObserverStub {
  observe(): void {
    return undefined;
  }
  unobserve(): void {
    return undefined;
  }
  disconnect(): void {
    return undefined;
  }
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

/*
 * Style sheets cut down to the rules that decide visibility. jsdom's getComputedStyle matches every
 * rule of every sheet against the element (and its ancestors, for inherited properties); antd's
 * CSS-in-JS injects thousands of rules and testing-library asks for the style of every element a
 * role query or toBeVisible looks at, so web specs took minutes. jsdom's cascade has no specificity
 * (document order only) and resolves each property on its own, so deleting the rules that declare
 * none of the properties those helpers read, or that only style pseudo-elements (never matched),
 * leaves their answers exactly as before: a closed dropdown, an inactive tab pane, a hidden form
 * item stay hidden (src/ui/antd-visibility.spec.tsx) — unlike StyleProvider mock="server", which
 * drops those rules too.
 */
// read by @testing-library (display, visibility), jest-dom toBeVisible (+ opacity), accessible names (content)
const VISIBILITY_PROPERTIES = ['display', 'visibility', 'opacity', 'content'];
const PSEUDO_ELEMENT = /::|:(before|after|first-line|first-letter)\b/;
/** The selectors of a list, split at its top-level commas (not those inside :where(…) or […]). */
const selectorsOf = (list: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
};
type RuleContainer = { cssRules: ArrayLike<CSSRule>; deleteRule(index: number): void };
const keepVisibilityRules = (sheet: RuleContainer): void => {
  for (let i = sheet.cssRules.length - 1; i >= 0; i -= 1) {
    const rule = sheet.cssRules[i] as CSSRule & Partial<CSSStyleRule> & Partial<CSSMediaRule>;
    if (rule.media && rule.cssRules) keepVisibilityRules(rule as unknown as RuleContainer);
    const keep = rule.media
      ? (rule.cssRules?.length ?? 0) > 0
      : VISIBILITY_PROPERTIES.some((property) => rule.style?.getPropertyValue(property)) &&
        !selectorsOf(rule.selectorText ?? '').every((selector) => PSEUDO_ELEMENT.test(selector));
    if (!keep) sheet.deleteRule(i);
  }
};
// A style element's sheet is a new object whenever its text changes (antd rewrites them), so each
// sheet is cut once, before the first style lookup that could see it.
const cutSheets = new WeakSet<object>();
const cutNewSheets = (): void => {
  for (const sheet of Array.from(document.styleSheets)) {
    if (cutSheets.has(sheet)) continue;
    keepVisibilityRules(sheet as unknown as RuleContainer);
    cutSheets.add(sheet);
  }
};

/*
 * antd asks rc-util to write each of its style elements again on every render of a component;
 * rc-util then reads the element's whole text back (megabytes per spec) to see that nothing
 * changed. The same text for the same key and container is answered with the element written last.
 */
jest.mock('rc-util/lib/Dom/dynamicCSS', () => {
  type Options = { attachTo?: unknown; csp?: unknown };
  const actual = jest.requireActual('rc-util/lib/Dom/dynamicCSS') as {
    updateCSS: (css: string, key: string, option?: Options) => HTMLStyleElement;
  };
  const written = new Map<string, { node: HTMLStyleElement; css: string; attachTo: unknown }>();
  const updateCSS = (css: string, key: string, option: Options = {}): HTMLStyleElement => {
    const last = written.get(key);
    if (last && last.css === css && last.attachTo === option.attachTo && !option.csp && last.node.isConnected) return last.node;
    const node = actual.updateCSS(css, key, option);
    written.set(key, { node, css, attachTo: option.attachTo });
    return node;
  };
  return { ...actual, updateCSS };
});

// jsdom does not implement pseudo-element styles; antd asks for them (scrollbar size).
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element, pseudo?: string | null) => {
  cutNewSheets();
  return realGetComputedStyle(elt, pseudo ? undefined : pseudo);
}) as typeof window.getComputedStyle;

if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
