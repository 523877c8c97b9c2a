import type { EntityManager } from 'typeorm';
import type { DisclosurePhoto, ResourceRow } from '@ohit/contracts';
import { firstRow } from '../../platform';
import type { DisclosureSourceData } from './disclosure-facts';

type Query = Pick<EntityManager, 'query'>;

/**
 * What a report's disclosure is compiled from, read in the caller's transaction (the report's
 * issue): the organisation, the employer and project, the report version's stored content (team,
 * conclusions), the survey, the sampling days with their accompanying signers, the analysts of
 * the batches that tested the project's samples, and the sampling days' photos.
 */
export async function readDisclosureSources(m: Query, report: ResourceRow): Promise<DisclosureSourceData> {
  const projectId = Number(report.belongProject);
  const head = firstRow<{ org: string; unit: string | null; address: string | null; contact: string | null; code: string; name: string; content: DisclosureSourceData['content'] | null }>(
    await m.query(
      `SELECT o.name AS org, u.name AS unit, u.address, u.contact, p.code, p.name, r.content
         FROM reports r JOIN organizations o ON o.id = r.organization_id JOIN projects p ON p.id = r.project_id
         LEFT JOIN inspected_units u ON u.id = COALESCE(r.inspected_unit_id, p.inspected_unit_id)
        WHERE r.id = $1`,
      [report.id],
    ),
  );
  const survey = firstRow<{ date: string | null; surveyors: string | null; accompany_name: string | null; accompany_position: string | null }>(
    await m.query(
      `SELECT to_char(survey_date, 'YYYY-MM-DD') AS date, surveyors, accompany_name, accompany_position FROM site_surveys WHERE project_id = $1 ORDER BY id LIMIT 1`,
      [projectId],
    ),
  );
  const days: { date: string; samplers: string | null; accompany_name: string | null; signers: string[] | null }[] = await m.query(
    `SELECT to_char(d.sampling_date, 'YYYY-MM-DD') AS date, d.samplers, d.accompany_name,
            (SELECT array_agg(s.signer_name ORDER BY s.id) FROM sampling_day_signatures s WHERE s.day_id = d.id AND s.role = 'accompany' AND NOT s.voided) AS signers
       FROM sampling_days d WHERE d.project_id = $1 ORDER BY d.sampling_date`,
    [projectId],
  );
  const analyses: { analyst: string | null; date: string | null }[] = await m.query(
    `SELECT DISTINCT u.nick_name AS analyst, to_char(b.analysis_date, 'YYYY-MM-DD') AS date
       FROM samples s JOIN lab_batches b ON b.id = s.lab_batch_id LEFT JOIN users u ON u.id = b.analyst_id
      WHERE s.project_id = $1 AND s.state IN ('tested', 'retained', 'disposed') AND s.tested_date IS NOT NULL`,
    [projectId],
  );
  const photos: { attachment_id: number; preview_id: number | null; date: string; point: string; caption: string | null }[] = await m.query(
    `SELECT x.attachment_id, x.preview_id, to_char(d.sampling_date, 'YYYY-MM-DD') AS date, x.point, x.caption
       FROM sampling_day_media x JOIN sampling_days d ON d.id = x.day_id
      WHERE d.project_id = $1 AND x.kind = 'photo' ORDER BY d.sampling_date, x.id`,
    [projectId],
  );
  return {
    organisationName: head?.org ?? '',
    employer: { name: head?.unit ?? '', address: head?.address ?? null, contact: head?.contact ?? null },
    project: { code: head?.code ?? '', name: head?.name ?? '' },
    report: {
      code: String(report.code),
      version: Number(report.reportVersion),
      checkTypeName: String(report.checkTypeName ?? ''),
      issueDate: String(report.issueDate),
      conclusion: (report.conclusion as string | null) ?? null,
    },
    content: head?.content ?? {},
    survey: survey ? { date: survey.date, surveyors: survey.surveyors, accompanyName: survey.accompany_name, accompanyPosition: survey.accompany_position } : null,
    samplingDays: days.map((d) => ({ date: d.date, samplers: d.samplers, accompanyName: d.accompany_name, accompanySigners: d.signers ?? [] })),
    analyses,
    photos: photos.map((p): DisclosurePhoto => ({ attachmentId: p.attachment_id, previewId: p.preview_id, date: p.date, point: p.point, caption: p.caption })),
  };
}
