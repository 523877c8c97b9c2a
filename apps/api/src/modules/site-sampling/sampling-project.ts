import { badRequest, firstRow } from '../../platform';
import type { ExtensionContext } from '../resources';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

type Run = ExtensionContext['m'];

export interface SamplingProject {
  id: number;
  code: string;
  state: string;
  inspected_unit_id: number | null;
  organization_id: number;
}

const CLOSED = new Set(['archived', 'cancelled']);

/**
 * The project whose field work changes, locked against a concurrent transition (挂起, 中止) until
 * the change commits. New days and records only while the project is 现场采样中 (`sampling`);
 * a suspended or closed project takes no change at all.
 */
export async function lockSamplingProject(m: Run, projectId: unknown, opts: { exclusive?: boolean; sampling?: boolean } = {}): Promise<SamplingProject> {
  const { exclusive = false, sampling = true } = opts;
  const project = firstRow<SamplingProject>(
    await m.query(`SELECT id, code, state, inspected_unit_id, organization_id FROM projects WHERE id = $1 ${exclusive ? 'FOR UPDATE' : 'FOR SHARE'}`, [projectId]),
  );
  if (!project) throw badRequest(M.projectNotSampling);
  if (project.state === 'suspended') throw badRequest(M.projectSuspended);
  if (CLOSED.has(project.state)) throw badRequest(M.projectClosed);
  if (sampling && project.state !== 'sampling') throw badRequest(M.projectNotSampling);
  return project;
}
