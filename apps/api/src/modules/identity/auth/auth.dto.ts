import { IsString, MaxLength, MinLength } from 'class-validator';

export class LoginRequestDto {
  @IsString({ message: '用户名不能为空' })
  @MinLength(1, { message: '用户名不能为空' })
  @MaxLength(50, { message: '用户名过长' })
  username: string;

  @IsString({ message: '密码不能为空' })
  @MinLength(1, { message: '密码不能为空' })
  @MaxLength(128, { message: '密码过长' })
  password: string;

  @IsString({ message: '验证码不能为空' })
  @MinLength(1, { message: '验证码不能为空' })
  @MaxLength(16, { message: '验证码不正确' })
  code: string;

  @IsString({ message: '验证码已失效，请刷新验证码' })
  @MaxLength(64, { message: '验证码已失效，请刷新验证码' })
  uuid: string;
}
