import type { EntityManager } from 'typeorm';
import { ORGANIZATION } from '@ohit/contracts';
import { withDictionaryOptions } from '@ohit/server-resource-engine';
import { badRequest } from '../../../platform';
import { IDENTITY_MESSAGES as M } from '../shared/identity-messages';
import type { OrganizationReportFactsDto } from './organizations.dto';

/** What an organisation's reports print of it (ORGANIZATION_REPORT_FACTS): API name → column. */
export const ORG_FACT_COLUMNS = {
  qualificationNo: 'qualification_no',
  qualificationLevel: 'qualification_level',
  creditCode: 'credit_code',
  legalRepresentative: 'legal_representative',
  technicalDirector: 'technical_director',
  address: 'address',
  phone: 'phone',
} as const;

type FactKey = keyof typeof ORG_FACT_COLUMNS;
export type OrgFacts = { [K in FactKey as (typeof ORG_FACT_COLUMNS)[K]]: string | null };
export type OrgFactsView = Record<FactKey, string | null>;

const KEYS = Object.keys(ORG_FACT_COLUMNS) as FactKey[];

/** The columns in a fixed order (SELECT lists, INSERT and UPDATE). */
export const ORG_FACT_COLUMN_LIST: readonly string[] = KEYS.map((k) => ORG_FACT_COLUMNS[k]);

/** The facts' values in ORG_FACT_COLUMN_LIST's order (query parameters). */
export const factValues = (facts: OrgFacts): (string | null)[] => KEYS.map((k) => facts[ORG_FACT_COLUMNS[k]]);

/** `$from, $from+1 …` for the facts' values. */
export const factParams = (from: number): string => KEYS.map((_, i) => `$${from + i}`).join(', ');

/** The facts as they will be: a sent value trimmed (blank clears it), an unsent one as before. */
export function nextFacts(dto: OrganizationReportFactsDto, before: OrgFacts | null): OrgFacts {
  const next = {} as OrgFacts;
  for (const key of KEYS) {
    const column = ORG_FACT_COLUMNS[key];
    const sent = dto[key];
    next[column] = sent === undefined ? (before?.[column] ?? null) : typeof sent === 'string' && sent.trim() !== '' ? sent.trim() : null;
  }
  return next;
}

/** The facts as the api shows them (camelCase). */
export function factsView(row: OrgFacts): OrgFactsView {
  return Object.fromEntries(KEYS.map((k) => [k, row[ORG_FACT_COLUMNS[k]] ?? null])) as OrgFactsView;
}

/** 资质等级 must be a value of the qualification_level dictionary as the organisation sees it (built-ins, platform and its own entries). */
export async function checkQualificationLevel(m: EntityManager, organizationId: number | null, value: string | null): Promise<void> {
  if (value === null) return;
  const decl = await withDictionaryOptions((sql, params) => m.query(sql, params), ORGANIZATION, organizationId ?? 0);
  const options = decl.fields.find((f) => f.name === 'qualificationLevel')?.options ?? [];
  if (!options.some((o) => o.value === value)) throw badRequest(M.qualificationLevelUnknown);
}
