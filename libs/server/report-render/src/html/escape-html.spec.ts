import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters markup is made of, and prints null and undefined as nothing', () => {
    expect(escapeHtml('a&<>"\'')).toBe('a&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('<0.36')).toBe('&lt;0.36');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(2)).toBe('2');
  });
});
