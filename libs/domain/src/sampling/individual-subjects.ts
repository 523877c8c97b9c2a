import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requirePositiveInteger } from '../errors/guards';

/** known-highest: the most exposed workers are known (表1); random: they are not (表2). */
export type SubjectSelection = 'known-highest' | 'random';

export const INDIVIDUAL_SUBJECTS_SOURCE: Record<SubjectSelection, string> = {
  'known-highest': 'GBZ 159-2004 采样对象数量 表1 (已知最高接触者)',
  random: 'GBZ 159-2004 采样对象数量 表2 (随机选择)',
};

interface Band {
  readonly maxWorkers: number;
  /** null = all workers in the job. */
  readonly subjects: number | null;
}

const KNOWN_HIGHEST: readonly Band[] = [
  { maxWorkers: 2, subjects: null },
  { maxWorkers: 5, subjects: 2 },
  { maxWorkers: 10, subjects: 3 },
  { maxWorkers: Number.POSITIVE_INFINITY, subjects: 4 },
];

const RANDOM: readonly Band[] = [
  { maxWorkers: 5, subjects: null },
  { maxWorkers: 6, subjects: 5 },
  { maxWorkers: 9, subjects: 6 },
  { maxWorkers: 14, subjects: 7 },
  { maxWorkers: 26, subjects: 8 },
  { maxWorkers: 50, subjects: 9 },
  { maxWorkers: Number.POSITIVE_INFINITY, subjects: 11 },
];

export interface IndividualSubjectRequirement {
  readonly subjects: number;
  /** True when every worker of the job is to be sampled. */
  readonly allWorkers: boolean;
  readonly selection: SubjectSelection;
  readonly source: string;
}

/** Number of workers to wear personal samplers in one job (岗位), by the two tables. */
export function individualSubjectCount(workers: number, selection: SubjectSelection): IndividualSubjectRequirement {
  requirePositiveInteger('岗位劳动者人数', workers);
  let bands: readonly Band[];
  if (selection === 'known-highest') bands = KNOWN_HIGHEST;
  else if (selection === 'random') bands = RANDOM;
  else {
    throw new DomainError(DomainErrorCodes.invalidArgument, `未知的采样对象选择方式：${String(selection)}`, {
      selection,
    });
  }
  const band = bands.find((b) => workers <= b.maxWorkers) as Band; // the last band is unbounded
  return {
    subjects: band.subjects ?? workers,
    allWorkers: band.subjects === null,
    selection,
    source: INDIVIDUAL_SUBJECTS_SOURCE[selection],
  };
}
