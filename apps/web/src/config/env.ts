/// <reference types="vite/client" />
// The only module that reads `import.meta.env` (jest replaces it, see jest.setup.ts).
export const env = {
  productTitle: (import.meta.env.VITE_PRODUCT_TITLE as string | undefined) || '职业健康全流程信息化平台',
  /** Same origin by default: the API serves the built web and the dev server proxies. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  dev: import.meta.env.DEV,
};
