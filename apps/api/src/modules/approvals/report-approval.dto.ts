import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { APPROVAL_QUEUE_SCOPES, type ApprovalQueueScope, type ApprovalSourceKind } from '@ohit/contracts';
import { PageQueryDto, ReasonField, toInt } from '../../platform';

/** A step's key within its flow: the kind, numbered from the second of a kind on. */
const STEP_KEY = /^[A-Za-z][A-Za-z0-9]{0,19}$/;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET api/reportApproval/queue: which queue, paged. */
export class ApprovalQueueQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(APPROVAL_QUEUE_SCOPES, { message: `scope只能是${APPROVAL_QUEUE_SCOPES.join('、')}` })
  scope?: ApprovalQueueScope;
}

/** GET api/reportApproval/:id/sources: 实验室检测 or 粉尘 batches. */
export class ApprovalSourcesQueryDto {
  @IsOptional()
  @IsIn(['lab', 'dust'], { message: 'kind只能是lab或dust' })
  kind?: ApprovalSourceKind;
}

/** 提交审批 and 通过: the step the caller saw, an optional comment. */
export class ApprovalPassDto {
  // a step's key (check, review2 …)
  @Transform(trimmed)
  @Matches(STEP_KEY, { message: '请提供当前审批步骤（step）' })
  step!: string;

  @ReasonField()
  reason?: string;
}

/** 退回: the step the caller saw, the earlier step to go back to, and why (the rule asks for it). */
export class ApprovalReturnDto extends ApprovalPassDto {
  @Transform(trimmed)
  @Matches(STEP_KEY, { message: '请选择退回到的步骤（target）' })
  target!: string;
}

/** 提交审批 from 编制: an optional note. */
export class ApprovalSubmitDto {
  @ReasonField()
  reason?: string;
}

/** GET api/reportApproval/lookup: a detail link's report number, version (flag) and organisation. */
export class ApprovalLookupQueryDto {
  @Transform(trimmed)
  @Matches(/^\S.{0,49}$/su, { message: '请提供报告编号（code，至多50个字符）' })
  code!: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: '版本（flag）必须是整数' })
  @Min(1, { message: '版本（flag）必须是正整数' })
  flag?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}
