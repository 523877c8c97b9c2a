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

// jsdom does not implement pseudo-element styles; antd asks for them (scrollbar size).
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element, pseudo?: string | null) =>
  realGetComputedStyle(elt, pseudo ? undefined : pseudo)) as typeof window.getComputedStyle;

if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
