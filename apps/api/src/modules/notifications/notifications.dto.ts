import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageNumberQueryDto, PageQueryDto, ReasonField, toInt } from '../../platform';

export class AnnouncementContentDto {
  @IsOptional()
  @IsString({ message: 'titile必须是文本' })
  @IsNotEmpty({ message: '标题不能为空' })
  @MaxLength(200, { message: '标题不能超过200个字符' })
  titile?: string;

  @IsOptional()
  @IsString({ message: 'msgAbstract必须是文本' })
  @MaxLength(500, { message: '摘要不能超过500个字符' })
  msgAbstract?: string | null;

  @IsOptional()
  @IsString({ message: 'msgContent必须是文本' })
  @MaxLength(500_000, { message: '内容过长' })
  msgContent?: string;

  @IsOptional()
  @IsIn([1, 2], { message: '消息类型只能是1（通知公告）或2（系统消息）' })
  msgCategory?: number;

  @IsOptional()
  @IsIn([0, 1, 2], { message: '优先级只能是0（一般）、1（重要）或2（紧急）' })
  priority?: number;

  @ReasonField()
  reason?: string;
}

export class CreateAnnouncementDto extends AnnouncementContentDto {}

export class EditAnnouncementDto extends AnnouncementContentDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;
}

/** Send an existing announcement (id) or a new one (content fields) to users, roles and organisations. */
export class SendAnnouncementDto extends AnnouncementContentDto {
  @IsOptional()
  @IsInt({ message: 'id必须是整数' })
  id?: number;

  @IsOptional()
  @IsArray({ message: 'userIds必须是数组' })
  @ArrayMaxSize(10_000, { message: 'userIds过多' })
  @IsInt({ each: true, message: 'userIds必须是整数' })
  userIds?: number[];

  @IsOptional()
  @IsArray({ message: 'roleIds必须是数组' })
  @ArrayMaxSize(10_000, { message: 'roleIds过多' })
  @IsInt({ each: true, message: 'roleIds必须是整数' })
  roleIds?: number[];

  @IsOptional()
  @IsArray({ message: 'organizationIds必须是数组' })
  @ArrayMaxSize(10_000, { message: 'organizationIds过多' })
  @IsInt({ each: true, message: 'organizationIds必须是整数' })
  organizationIds?: number[];
}

export class ListAnnouncementsQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsIn([1, 2], { message: '消息类型只能是1或2' })
  msgCategory?: number;

  @IsOptional()
  @Transform(toInt)
  @IsIn([0, 1], { message: 'sendStatus只能是0或1' })
  sendStatus?: number;

  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(100, { message: '搜索内容过长' })
  blurry?: string;
}

/** Spec §7: userId, readFlag, sendStatus=1, pageNumber (1-based), pageSize, sort. */
export class QuerySendInfoDto extends PageNumberQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'userId必须是整数' })
  userId?: number;

  @IsOptional()
  @Transform(toInt)
  @IsIn([0, 1], { message: 'readFlag只能是0或1' })
  readFlag?: number;

  @IsOptional()
  @Transform(toInt)
  @IsIn([0, 1], { message: 'sendStatus只能是0或1' })
  sendStatus?: number;
}

/** Mark read: the page sends the whole record back with readFlag 1 and updateBy (spec §7). */
export class EditSendDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @Type(() => Number)
  @IsIn([1], { message: 'readFlag只能改为1（已读）' })
  readFlag: number;

  @IsOptional()
  @IsString({ message: 'updateBy必须是文本' })
  @MaxLength(50, { message: 'updateBy过长' })
  updateBy?: string;

  @ReasonField()
  reason?: string;

  // Echoed fields of the record: accepted and ignored (the server decides them).
  @Allow() announcementId?: unknown;
  @Allow() titile?: unknown;
  @Allow() msgAbstract?: unknown;
  @Allow() msgContent?: unknown;
  @Allow() msgCategory?: unknown;
  @Allow() priority?: unknown;
  @Allow() senderName?: unknown;
  @Allow() sendTime?: unknown;
  @Allow() sendStatus?: unknown;
  @Allow() userId?: unknown;
  @Allow() readTime?: unknown;
  @Allow() createTime?: unknown;
  @Allow() updateTime?: unknown;
}

