import { gbz21Limits2019 } from '../limits/default-table';
import { physicalAgentNames } from '../hazards/relation-vocabulary';

/**
 * 职业病危害因素分类 of a declaration (《职业病危害因素分类目录》): 粉尘, 化学因素, 物理因素, 放射性因素,
 * 生物因素, 其他. A hazard name is classed by the tables it comes from (GBZ 2.1 dusts and
 * chemicals, GBZ 2.2 physical agents) and, for the two the tables do not hold, by its name.
 */
export type HazardCategory = 'dust' | 'chemical' | 'physical' | 'radiological' | 'biological' | 'other';

export const HAZARD_CATEGORIES: readonly HazardCategory[] = ['dust', 'chemical', 'physical', 'radiological', 'biological', 'other'];

export const HAZARD_CATEGORY_LABELS: Record<HazardCategory, string> = {
  dust: '粉尘',
  chemical: '化学因素',
  physical: '物理因素',
  radiological: '放射性因素',
  biological: '生物因素',
  other: '其他',
};

const RADIOLOGICAL = /(电离辐射|放射|射线|氡|中子|密封源|非密封源)/;
const BIOLOGICAL = /(病毒|细菌|杆菌|芽孢|螺旋体|布鲁氏菌|立克次体|真菌|霉菌|孢子)/;

let kinds: Map<string, HazardCategory> | null = null;

function tableKinds(): Map<string, HazardCategory> {
  if (kinds) return kinds;
  kinds = new Map();
  for (const agent of physicalAgentNames()) kinds.set(agent, 'physical');
  // a GBZ 2.1 name listed as a dust and as a chemical is a dust (a dust's limit is what is tested)
  for (const row of gbz21Limits2019().all()) if (!kinds.has(row.baseNameZh) || row.kind === 'dust') kinds.set(row.baseNameZh, row.kind);
  return kinds;
}

/** The category of a hazard name (trimmed): by the tables, then by the name; 其他 when neither says. */
export function hazardCategoryOf(name: string): HazardCategory {
  const n = name.trim();
  if (RADIOLOGICAL.test(n)) return 'radiological';
  const known = tableKinds().get(n);
  if (known) return known;
  if (BIOLOGICAL.test(n)) return 'biological';
  if (/尘$/.test(n)) return 'dust';
  return 'other';
}

/** A post of a survey: its workshop, name and exposed headcount. */
export interface DeclarationSurveyPost {
  workshop: string;
  post: string;
  exposedHeadcount: number;
}

/** A hazard found at a post of a survey. */
export interface DeclarationSurveyHazard {
  workshop: string;
  post: string;
  hazard: string;
}

/** One row of a declaration's 作业场所 × 危害因素 × 接触人数 table. */
export interface DeclarationHazardRow {
  workSite: string;
  hazard: string;
  category: HazardCategory;
  exposedCount: number;
}

/** Per category: present or not and the workers exposed (each post counted once per category). */
export type DeclarationCategoryTotals = Record<HazardCategory, { present: boolean; exposed: number }>;

const key = (workshop: string, post: string) => `${workshop.trim()}\u0000${post.trim()}`;

/**
 * A declaration's hazard table from a survey: one row per work site (车间/区域) and hazard, with the
 * exposed workers of the posts there that meet it (a post met by the hazard twice counts once), in
 * the survey's order; and the category totals over posts. A hazard at a post the survey does not
 * list counts no one.
 */
export function declarationHazardsFromSurvey(
  posts: readonly DeclarationSurveyPost[],
  postHazards: readonly DeclarationSurveyHazard[],
): { rows: DeclarationHazardRow[]; categories: DeclarationCategoryTotals } {
  const exposedAt = new Map<string, number>();
  for (const p of posts) exposedAt.set(key(p.workshop, p.post), (exposedAt.get(key(p.workshop, p.post)) ?? 0) + Math.max(0, Number(p.exposedHeadcount) || 0));
  const rows = new Map<string, { row: DeclarationHazardRow; posts: Set<string> }>();
  const byCategory = new Map<HazardCategory, Set<string>>();
  for (const h of postHazards) {
    const hazard = h.hazard.trim();
    if (!hazard) continue;
    const category = hazardCategoryOf(hazard);
    const site = h.workshop.trim();
    const post = key(h.workshop, h.post);
    const rowKey = `${site}\u0000${hazard}`;
    const entry = rows.get(rowKey) ?? { row: { workSite: site, hazard, category, exposedCount: 0 }, posts: new Set<string>() };
    if (!entry.posts.has(post)) {
      entry.posts.add(post);
      entry.row.exposedCount += exposedAt.get(post) ?? 0;
    }
    rows.set(rowKey, entry);
    byCategory.set(category, (byCategory.get(category) ?? new Set<string>()).add(post));
  }
  const categories = Object.fromEntries(
    HAZARD_CATEGORIES.map((c) => {
      const at = byCategory.get(c);
      return [c, { present: !!at, exposed: at ? [...at].reduce((n, p) => n + (exposedAt.get(p) ?? 0), 0) : 0 }];
    }),
  ) as DeclarationCategoryTotals;
  return { rows: [...rows.values()].map((e) => e.row), categories };
}
