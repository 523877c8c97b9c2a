import { Injectable, OnModuleInit } from '@nestjs/common';
import { LAB_METHOD, type ResourceRow, SHORT_TIME_SAMPLING_TYPES } from '@ohit/contracts';
import { labMethodProblems } from '@ohit/domain';
import { badRequest } from '../../platform';
import { ResourceExtensions } from '../resources';

/**
 * The methods catalogue's rules on the generic add, copy and edit (labMethodProblems of
 * @ohit/domain): short-time samples ≤ 15 min, 0–6 decimals, a validity period that does not end
 * before it starts. The hazard's name is the kernel's vocabulary check ('measuredFactor'), on
 * imports too.
 */
@Injectable()
export class MethodRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(LAB_METHOD.name, {
      beforeCreate: (_ctx, values) => {
        this.check(values);
      },
      beforeEdit: (_ctx, before, values) => this.check({ ...before, ...values }),
    });
  }

  private check(row: ResourceRow | Record<string, unknown>): void {
    const problems = labMethodProblems({
      shortTime: SHORT_TIME_SAMPLING_TYPES.includes(String(row.samplingType)),
      durationMinutes: row.durationMinutes as number | null,
      reportDecimals: row.reportDecimals as number | null,
      validFrom: row.validFrom as string | null,
      validTo: row.validTo as string | null,
    });
    if (problems.length) throw badRequest(problems.join('；'));
  }
}
