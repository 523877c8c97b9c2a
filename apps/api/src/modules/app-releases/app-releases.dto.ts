import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { ReasonField } from '../../platform';
import { VERSION } from './app-release-version';
import { APK_MESSAGES } from './app-releases.messages';

export class IsNewQueryDto {
  @IsString({ message: '请提供当前版本号version' })
  @Matches(VERSION, { message: APK_MESSAGES.badVersion })
  version: string;
}

export class ApkIdsDto {
  @IsArray({ message: 'ids必须是数组' })
  @ArrayNotEmpty({ message: '请选择要删除的版本' })
  @ArrayMaxSize(100, { message: '一次最多删除100个版本' })
  @IsInt({ each: true, message: 'ids必须是整数' })
  ids: number[];

  @ReasonField()
  reason?: string;
}

export class ApkDownloadQueryDto {
  @IsOptional()
  @Matches(VERSION, { message: APK_MESSAGES.badVersion })
  version?: string;
}
