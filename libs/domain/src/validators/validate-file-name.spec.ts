import { validateFileName } from './validate-file-name';

const MESSAGE = '格式错误，不能包含以下字符 / \\ : * ? " < > |';

describe('validateFileName', () => {
  it.each(['检测报告', 'report 2024-01.v2', '样品（一）', '全角：冒号＜＞', 'a', 0])('accepts %p', (value) => {
    expect(validateFileName(value)).toBeNull();
  });

  it.each(['/', '\\', ':', '*', '?', '"', '<', '>', '|'])('rejects a name containing %p', (ch) => {
    expect(validateFileName(`报告${ch}1`)).toBe(MESSAGE);
  });

  it.each(['', ' ', '\t', null, undefined, {}])('rejects blank or non-text %p', (value) => {
    expect(validateFileName(value)).toBe(MESSAGE);
  });

  it('names every forbidden character in its message', () => {
    expect(MESSAGE).toBe('格式错误，不能包含以下字符 / \\ : * ? " < > |');
  });
});
