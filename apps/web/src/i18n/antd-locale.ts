import zhCNModule from 'antd/locale/zh_CN';
import type { Locale } from 'antd/es/locale';

/**
 * antd's zh_CN locale is a CommonJS module; through the bundler its default export can arrive
 * wrapped ({ default: Locale }), and antd then silently falls back to English ("60 / page").
 */
export const zhCNLocale: Locale = (zhCNModule as unknown as { default?: Locale }).default ?? zhCNModule;
