import { IsInt, IsNotEmpty, IsString, MaxLength, validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { validationMessages } from './validation-messages';

class SampleDto {
  @IsString()
  @IsNotEmpty()
  name: string;

  @IsInt()
  count: number;

  @MaxLength(3, { message: '编号最多3个字符' })
  code: string;
}

async function messagesFor(body: object): Promise<string[]> {
  return validationMessages(await validate(plainToInstance(SampleDto, body), { whitelist: true, forbidNonWhitelisted: true }));
}

describe('validation messages', () => {
  it('explains each broken rule in Chinese, naming the field', async () => {
    const messages = await messagesFor({ name: '', count: 'many', code: 'abc' });
    expect(messages).toContain('name不能为空');
    expect(messages).toContain('count必须是整数');
    expect(messages.every((m) => /[\u4e00-\u9fff]/.test(m))).toBe(true);
  });

  it("keeps a DTO's own Chinese message", async () => {
    expect(await messagesFor({ name: 'x', count: 1, code: 'abcd' })).toEqual(['编号最多3个字符']);
  });

  it('refuses fields the DTO does not declare', async () => {
    expect(await messagesFor({ name: 'x', count: 1, code: 'a', isAdmin: true })).toEqual(['isAdmin是不允许提交的字段']);
  });

  it('says nothing for a valid body', async () => {
    expect(await messagesFor({ name: 'x', count: 2, code: 'ab' })).toEqual([]);
  });
});
