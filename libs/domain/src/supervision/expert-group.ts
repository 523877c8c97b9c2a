/** One expert of a task's group, with the organisations (by code) the expert may not review. */
export interface GroupMember {
  expertId: number;
  name: string;
  role: 'leader' | 'member';
  conflictOrgCodes: readonly string[];
}

/** An organisation a task reviews. */
export interface ReviewedOrganisation {
  code: string;
  name: string;
}

/**
 * Why an expert group may not be formed for a task, or null: at least one organisation reviewed,
 * at least two experts, exactly one leader, no expert twice, and no expert reviewing an
 * organisation listed as a conflict of interest (回避).
 */
export function expertGroupRefusal(members: readonly GroupMember[], orgs: readonly ReviewedOrganisation[]): string | null {
  if (orgs.length === 0) return '请先添加被检查机构';
  if (members.length < 2) return '专家组至少需要2名专家';
  const leaders = members.filter((m) => m.role === 'leader');
  if (leaders.length === 0) return '专家组必须指定一名组长';
  if (leaders.length > 1) return `专家组只能有一名组长（现有：${leaders.map((l) => l.name).join('、')}）`;
  const seen = new Set<number>();
  for (const m of members) {
    if (seen.has(m.expertId)) return `专家“${m.name}”在专家组中重复`;
    seen.add(m.expertId);
  }
  const conflicts = members.flatMap((m) => orgs.filter((o) => m.conflictOrgCodes.includes(o.code)).map((o) => `${m.name}（${o.name}）`));
  if (conflicts.length) return `以下专家须回避被检查机构：${conflicts.join('、')}`;
  return null;
}

/** Organisation codes as typed in a conflict list ("A001, A002；A003"): trimmed, distinct. */
export function parseOrgCodes(text: string | null | undefined): string[] {
  return [...new Set(String(text ?? '').split(/[,，;；、\s]+/).map((c) => c.trim()).filter(Boolean))];
}
