import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationMessages } from '../../../platform';
import { EditUserDto } from './users.dto';

async function messages(body: object): Promise<string[]> {
  return validationMessages(await validate(plainToInstance(EditUserDto, body), { whitelist: true, forbidNonWhitelisted: true }));
}

describe('EditUserDto (the create rules, all optional, without password and expiry)', () => {
  it('accepts a partial edit', async () => {
    expect(await messages({ id: 3, version: 1, nickName: '张三' })).toEqual([]);
  });

  it('needs the id', async () => {
    expect(await messages({ nickName: '张三' })).toContain('id必须是整数');
  });

  it('applies the create rules to the fields it carries', async () => {
    expect((await messages({ id: 3, email: `${'a'.repeat(95)}@x.com` })).join()).toContain('邮箱过长');
    expect((await messages({ id: 3, isQy: 2 })).join()).toContain('isQy只能是0或1');
  });

  it('refuses the password and expiry, which have their own endpoints', async () => {
    expect(await messages({ id: 3, password: 'Secret@123' })).toEqual(['password是不允许提交的字段']);
    expect(await messages({ id: 3, expiryDate: '2030-01-01' })).toEqual(['expiryDate是不允许提交的字段']);
  });
});
