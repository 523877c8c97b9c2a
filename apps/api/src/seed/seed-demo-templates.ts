import type { DataSource, EntityManager } from 'typeorm';
import { EVENT_TYPES, formatAutoCode, type ResourceDeclaration, SAMPLING_PLAN_TEMPLATE, SITE_SURVEY_TEMPLATE } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { codePatternOf, takeRunningNumbers } from '../modules/resources';

/** The demo 现场调查模板: a metalworking plant's usual processes, materials, facilities, PPE and emergency equipment. */
const SURVEY_TEMPLATE = {
  name: '机械制造企业现场调查模板',
  overview: '企业主要从事金属结构件的加工制造，主要生产工艺为下料、焊接、打磨、喷涂和装配；实行两班制，每班工作8小时，每周工作5天。',
  rows: [
    ['processes', '焊接', '焊接车间采用CO2气体保护焊对钢构件进行焊接'],
    ['processes', '喷涂', '喷漆房内对工件进行底漆、面漆喷涂，自然流平后烘干'],
    ['materials', '焊丝', '锰约1.5%'],
    ['materials', '油漆及稀释剂', '甲苯、二甲苯、乙酸丁酯'],
    ['protections', '局部排风罩', '焊接工位'],
    ['protections', '通风柜', '理化实验室'],
    ['protections', '隔声罩', '空压机房'],
    ['ppe', '防尘口罩', '电焊工'],
    ['ppe', '防毒面具', '喷漆工'],
    ['ppe', '耳塞', '打磨工'],
    ['emergency', '洗眼器', '喷漆房出口'],
    ['emergency', '喷淋装置', '化学品库'],
    ['emergency', '应急柜', '车间办公室'],
  ],
} as const;

/** The demo 采样方案模板: GBZ 159's 3 shifts for 评价检测, 2 blanks a batch, short-time samples at the peak for 15 min. */
const PLAN_TEMPLATE = {
  name: '常规采样方案模板',
  flows: [
    ['fixed-short', null, 15, '短时间采样在生产高峰时段进行'],
    ['personal-long', null, 480, '个体采样覆盖整个工作班'],
  ],
} as const;

async function code(m: EntityManager, organizationId: number, decl: ResourceDeclaration): Promise<string> {
  const auto = decl.autoCode;
  if (!auto) throw new Error(`${decl.name} has no auto code`);
  const year = new Date().getFullYear();
  const pattern = (await codePatternOf(m, organizationId, auto.sequence)) ?? auto.defaultPattern;
  return formatAutoCode(pattern, year, await takeRunningNumbers(m, organizationId, auto.sequence, year, 1));
}

async function insertTemplate(m: EntityManager, decl: ResourceDeclaration, organizationId: number, name: string, extra: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(extra);
  const [row] = await m.query(
    `INSERT INTO ${decl.table} (code, name, is_default, enabled${columns.map((c) => `, ${c}`).join('')}, organization_id, create_by, update_by)
     VALUES ($1, $2, true, true${columns.map((_, i) => `, $${i + 4}`).join('')}, $3, 'seed', 'seed') RETURNING id`,
    [await code(m, organizationId, decl), name, organizationId, ...Object.values(extra)],
  );
  return row.id;
}

/**
 * `npm start`'s demo 数据模板 for each demo organisation: a default 现场调查模板 with real content
 * (a new survey starts from it) and a default 采样方案模板. Only the seed CLI runs it; an
 * organisation that already has a default of a kind keeps it.
 */
export async function seedDemoTemplates(ds: DataSource, organizationIds: readonly number[]): Promise<number> {
  return ds.transaction(async (m) => {
    let written = 0;
    for (const org of organizationIds) {
      const defaults: { kind: string }[] = await m.query(`SELECT kind FROM data_templates WHERE organization_id = $1 AND is_default`, [org]);
      const has = (kind: string) => defaults.some((d) => d.kind === kind);
      if (!has('siteSurvey')) {
        const id = await insertTemplate(m, SITE_SURVEY_TEMPLATE, org, SURVEY_TEMPLATE.name, { production_overview: SURVEY_TEMPLATE.overview });
        for (const [section, name, detail] of SURVEY_TEMPLATE.rows) {
          await m.query(
            `INSERT INTO data_template_survey_rows (template_id, section, name, detail, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, $5, 'seed', 'seed')`,
            [id, section, name, detail, org],
          );
        }
        written++;
      }
      if (!has('cyfa')) {
        const id = await insertTemplate(m, SAMPLING_PLAN_TEMPLATE, org, PLAN_TEMPLATE.name, { blanks_per_batch: 2, evaluation_days: 3, short_time_at_peak: true });
        for (const [type, flow, minutes, remark] of PLAN_TEMPLATE.flows) {
          await m.query(
            `INSERT INTO data_template_flows (template_id, sampling_type, flow, duration_minutes, remark, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, $5, $6, 'seed', 'seed')`,
            [id, type, flow, minutes, remark, org],
          );
        }
        written++;
      }
    }
    if (written > 0) {
      await new DomainEventsService().append(m, {
        type: EVENT_TYPES.DemoDataSeeded,
        aggregateType: 'seed',
        aggregateId: 'demo-templates',
        payload: { organizations: organizationIds, templates: written },
        reason: 'demo seed',
      });
    }
    return written;
  });
}
