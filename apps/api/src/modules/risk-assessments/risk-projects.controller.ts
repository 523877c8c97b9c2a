import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { permissionCodes, RISK_ASSESSMENT, RISK_PROJECTS_PATH, type RiskProjectOption } from '@ohit/contracts';
import { type Actor, CurrentActor, likePattern, RequirePermissions, writeScope } from '../../platform';

/**
 * The projects 计算风险评估 offers: within the caller's write scope, with at least one released
 * result (a tested sample or a measurement on site) and no assessment yet — newest first, 20 at most.
 * Whoever computes needs no 项目管理 menu to pick one.
 */
@ApiTags(RISK_ASSESSMENT.name)
@Controller()
export class RiskProjectsController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get(RISK_PROJECTS_PATH)
  @RequirePermissions(...permissionCodes(RISK_ASSESSMENT, 'compute'))
  async projects(@CurrentActor() actor: Actor, @Query('name') name?: string): Promise<RiskProjectOption[]> {
    const scope = writeScope(actor);
    const keyword = typeof name === 'string' ? name.trim().slice(0, 100) : '';
    const rows: { id: number; code: string; name: string; employer: string | null; organization_id: number }[] = await this.ds.query(
      `SELECT p.id, p.code, p.name, u.name AS employer, p.organization_id
         FROM projects p LEFT JOIN inspected_units u ON u.id = p.inspected_unit_id
        WHERE ($1::int[] IS NULL OR p.organization_id = ANY($1::int[]))
          AND ($2 = '' OR p.name LIKE $3 OR p.code LIKE $3)
          AND NOT EXISTS (SELECT 1 FROM risk_assessments r WHERE r.project_id = p.id)
          AND (EXISTS (SELECT 1 FROM samples s WHERE s.project_id = p.id AND s.tested_date IS NOT NULL AND s.result_value IS NOT NULL)
               OR EXISTS (SELECT 1 FROM sampling_day_measurements m JOIN sampling_days d ON d.id = m.day_id WHERE d.project_id = p.id))
        ORDER BY p.id DESC LIMIT 20`,
      [scope, keyword, likePattern(keyword)],
    );
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, employerName: r.employer, organizationId: r.organization_id }));
  }
}
