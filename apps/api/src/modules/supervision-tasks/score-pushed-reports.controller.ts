import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { DataSource } from 'typeorm';
import { fieldOf, optionLabel, PROVINCIAL_PUSH, type PageResult, SCORE_PERMISSION, SCORE_PUSHED_REPORTS_PATH, type ScorePushedReport } from '@ohit/contracts';
import { DEFAULT_PAGE_SIZE } from '@ohit/domain';
import { type Actor, badRequest, CurrentActor, firstRow, likePattern, notFound, PageQueryDto, RequirePermissions } from '../../platform';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

export class ScorePushedReportsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: '机构编码必须是文本' })
  @MaxLength(50, { message: '机构编码不能超过50个字符' })
  orgCode?: string;

  @IsOptional()
  @IsString({ message: '关键字必须是文本' })
  @MaxLength(100, { message: '关键字不能超过100个字符' })
  keyword?: string;
}

const CHECK_TYPE = fieldOf(PROVINCIAL_PUSH, 'checkType');

/**
 * What a 报告评审 may review (the report code's picker): the named organisation's provincial pushes
 * 已推送, newest first, by report code or employer. Only an organisation of the supervisor's zones
 * (a platform administrator: any) — another is answered 404, as if it did not exist.
 */
@Controller()
export class ScorePushedReportsController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get(SCORE_PUSHED_REPORTS_PATH)
  @RequirePermissions(`${SCORE_PERMISSION}:add`, `${SCORE_PERMISSION}:edit`)
  async list(@CurrentActor() actor: Actor, @Query() q: ScorePushedReportsQueryDto): Promise<PageResult<ScorePushedReport>> {
    const code = (q.orgCode ?? '').trim();
    if (!code) throw badRequest(M.orgCodeRequired);
    const org = firstRow<{ id: number; name: string }>(await this.ds.query(`SELECT id, name FROM organizations WHERE code = $1`, [code]));
    if (!org || (!actor.isAdmin && !(actor.zoneScope ?? []).includes(Number(org.id)))) throw notFound();
    const keyword = (q.keyword ?? '').trim();
    const where = `organization_id = $1 AND state = 'pushed'${keyword ? ` AND (report_code ILIKE $2 OR employer_name ILIKE $2)` : ''}`;
    const params: unknown[] = keyword ? [org.id, likePattern(keyword)] : [org.id];
    const size = q.size ?? DEFAULT_PAGE_SIZE;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM provincial_pushes WHERE ${where}`, params);
    const rows: { report_code: string; employer_name: string | null; check_type: string | null; pushed_date: string | null; province_record_id: string | null }[] = await this.ds.query(
      `SELECT report_code, employer_name, check_type, to_char(pushed_at, 'YYYY-MM-DD') AS pushed_date, province_record_id
         FROM provincial_pushes WHERE ${where} ORDER BY pushed_at DESC NULLS LAST, id DESC LIMIT ${size} OFFSET ${size * (q.page ?? 0)}`,
      params,
    );
    return {
      totalElements: Number(total),
      content: rows.map((r) => ({
        reportCode: r.report_code,
        employerName: r.employer_name ?? '',
        checkType: r.check_type,
        checkTypeName: CHECK_TYPE && r.check_type ? optionLabel(CHECK_TYPE, r.check_type) : '',
        pushedDate: r.pushed_date,
        provinceRecordId: r.province_record_id,
      })),
    };
  }
}
