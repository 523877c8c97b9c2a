import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { APPROVAL_QUEUE_SCOPES, type ApprovalQueueScope, type ApprovalSourceKind } from '@ohit/contracts';
import { PageQueryDto, ReasonField } from '../../platform';

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
  @Transform(trimmed)
  @IsString({ message: '审批步骤必须是文本' })
  @IsNotEmpty({ message: '请提供当前审批步骤（step）' })
  @MaxLength(20, { message: '审批步骤不能超过20个字符' })
  step!: string;

  @ReasonField()
  reason?: string;
}

/** 退回: the step the caller saw, the earlier step to go back to, and why (the rule asks for it). */
export class ApprovalReturnDto extends ApprovalPassDto {
  @Transform(trimmed)
  @IsString({ message: '退回步骤必须是文本' })
  @IsNotEmpty({ message: '请选择退回到的步骤（target）' })
  @MaxLength(20, { message: '退回步骤不能超过20个字符' })
  target!: string;
}

/** 提交审批 from 编制: an optional note. */
export class ApprovalSubmitDto {
  @ReasonField()
  reason?: string;
}
