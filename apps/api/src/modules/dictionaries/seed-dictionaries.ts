import { DataSource } from 'typeorm';
import { EVENT_TYPES, RESOURCE_DECLARATIONS } from '@ohit/contracts';
import { MESSAGE_CATEGORY_LABELS, MESSAGE_PRIORITY_LABELS } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';

export interface SeedDictionary {
  name: string;
  description: string;
  entries: [label: string, value: string][];
}

const numbered = (labels: string[]): [string, string][] => labels.map((l, i) => [l, String(i + 1)]);

/**
 * The dictionaries resource declarations name (equipment_status, industry, enterprise_scale,
 * …), seeded from the declarations' built-in options so the codes stored in rows, the labels in
 * exports and the entries in 字典管理 are one set; the first field naming one describes it.
 */
export function declaredDictionaries(): SeedDictionary[] {
  const found = new Map<string, SeedDictionary>();
  for (const decl of RESOURCE_DECLARATIONS) {
    for (const f of decl.fields) {
      if (!f.dictionary || !f.options?.length || found.has(f.dictionary)) continue;
      found.set(f.dictionary, { name: f.dictionary, description: f.label, entries: f.options.map((o) => [o.label, o.value]) });
    }
  }
  return [...found.values()];
}

/** The business dictionaries every organisation sees (organization_id null). */
export const BUSINESS_DICTIONARIES: SeedDictionary[] = [
  ...declaredDictionaries(),
  { name: 'project_type', description: '项目类型', entries: numbered(['定期检测', '现状评价', '控制效果评价', '预评价', '委托检测', '监督检测', '验收检测']) },
  { name: 'hazard_category', description: '职业病危害因素类别', entries: numbered(['粉尘', '化学因素', '物理因素', '放射性因素', '生物因素', '其他']) },
  { name: 'sample_state', description: '样品状态', entries: numbered(['完好', '破损', '污染', '密封不严', '已检测', '已留样', '已处置']) },
  { name: 'sample_type', description: '样品类型', entries: numbered(['空气样品', '粉尘样品', '生物样品', '水样', '其他']) },
  { name: 'monitoring_type', description: '监测类型', entries: numbered(['定点', '个体']) },
  {
    name: 'unit',
    description: '计量单位',
    entries: ['mg/m³', 'f/cm³', 'ppm', 'dB(A)', 'dB', '℃', '%', 'm/s', 'kPa', 'lx', 'μT', 'V/m', 'kV/m', 'W/m²', 'μW/cm²', 'mW/cm²', 'm/s²', 'μSv/h', 'mSv', 'h', 'min', 'L', 'L/min', 'mL'].map((u) => [u, u]),
  },
  { name: 'economic_type', description: '经济类型', entries: numbered(['国有', '集体', '私营', '股份合作', '有限责任', '股份有限', '港澳台投资', '外商投资', '其他']) },
  { name: 'hazard_level', description: '职业病危害风险分类', entries: numbered(['一般', '较重', '严重']) },
  { name: 'message_category', description: '消息类型', entries: Object.entries(MESSAGE_CATEGORY_LABELS).map(([v, l]) => [l, v]) },
  { name: 'message_priority', description: '消息优先级', entries: Object.entries(MESSAGE_PRIORITY_LABELS).map(([v, l]) => [l, v]) },
];

const SEED_LOCK = 73_240_001;

/**
 * Upserts the business dictionaries and their platform-wide entries by natural keys (dictionary
 * name; dictionary + value): running it twice leaves the same data, and entries organisations
 * added themselves are left alone. Exported for the demo seed.
 */
export async function seedDictionaries(ds: DataSource, dictionaries: SeedDictionary[] = BUSINESS_DICTIONARIES): Promise<Record<string, number>> {
  return ds.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [SEED_LOCK]);
    const ids: Record<string, number> = {};
    for (const d of dictionaries) {
      const [{ id }] = await m.query(
        `INSERT INTO dictionaries (name, description) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description RETURNING id`,
        [d.name, d.description],
      );
      ids[d.name] = id;
      await m.query(
        `INSERT INTO dictionary_details (dict_id, label, value, dict_sort, organization_id)
         SELECT $1, e.label, e.value, e.ord::int, NULL FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS e(label, value, ord)
         ON CONFLICT (dict_id, (COALESCE(organization_id, 0)), value) DO UPDATE SET label = EXCLUDED.label, dict_sort = EXCLUDED.dict_sort`,
        [id, d.entries.map((e) => e[0]), d.entries.map((e) => e[1])],
      );
    }
    await new DomainEventsService().append(m, {
      type: EVENT_TYPES.DictionariesSeeded,
      aggregateType: 'seed',
      aggregateId: 'dictionaries',
      payload: { dictionaries: ids },
      reason: 'dictionary seed',
    });
    return ids;
  });
}
