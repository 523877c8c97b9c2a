import { BadRequestException } from '@nestjs/common';
import { normaliseRequestText } from './request-text';

describe('normaliseRequestText', () => {
  it('normalises every text to NFC, nested ones too', () => {
    expect(normaliseRequestText({ name: 'A\u030A', remark: 'e\u0301', items: [{ label: 'o\u0308' }] })).toEqual({ name: '\u00C5', remark: '\u00E9', items: [{ label: '\u00F6' }] });
  });

  it('leaves passwords exactly as sent (a stored hash compares bytes)', () => {
    const body = { password: 'P@ssA\u030A1', oldPass: 'A\u030A', newPass: 'A\u030A' };
    expect(normaliseRequestText({ ...body })).toEqual(body);
  });

  it('refuses bidirectional controls in names and codes, naming the field in Chinese', () => {
    expect(() => normaliseRequestText({ nickName: '张\u202E三' })).toThrow(new BadRequestException('昵称包含不可见的文字方向控制字符，请删除后重试'));
    expect(() => normaliseRequestText({ code: 'ORG\u2066' })).toThrow('编码包含不可见的文字方向控制字符');
    expect(() => normaliseRequestText({ remark: '说明\u202E' })).not.toThrow();
  });

  it('only normalises when names are checked elsewhere (untyped resource bodies)', () => {
    expect(normaliseRequestText({ name: 'A\u030A\u202E' }, { names: false })).toEqual({ name: '\u00C5\u202E' });
  });
});
