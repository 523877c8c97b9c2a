import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ARCHIVE_RETENTION_MAX_YEARS, ARCHIVE_RETENTION_MIN_YEARS } from '@ohit/domain';
import { ReasonField } from '../../platform';
import { ARCHIVE_MESSAGES as M } from './archives.messages';

/** 项目归档 and 打包下载: the archive's version as the caller saw it (optional) and why. */
export class ArchiveCommandDto {
  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;

  @ReasonField()
  reason?: string;
}

/** PUT api/archiveRetention: an organisation's retention years (its own unless one of the caller's write scope is named). */
export class ArchiveRetentionDto {
  @IsInt({ message: M.retentionInvalid })
  @Min(ARCHIVE_RETENTION_MIN_YEARS, { message: M.retentionInvalid })
  @Max(ARCHIVE_RETENTION_MAX_YEARS, { message: M.retentionInvalid })
  years!: number;

  @IsOptional()
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;

  @ReasonField()
  reason?: string;
}
