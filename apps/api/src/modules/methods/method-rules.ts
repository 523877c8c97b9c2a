import { Injectable, OnModuleInit } from '@nestjs/common';
import { LAB_METHOD, type ResourceRow, SHORT_TIME_SAMPLING_TYPES } from '@ohit/contracts';
import { labMethodProblems } from '@ohit/domain';
import { badRequest } from '../../platform';
import { ResourceExtensions } from '../resources';

/**
 * The methods catalogue's rules on the generic add, copy and edit (labMethodProblems of
 * @ohit/domain): the hazard by its GBZ 2.1 / 2.2 name, short-time samples ≤ 15 min, 0–6
 * decimals, a validity period that does not end before it starts. An edit re-checks the hazard
 * only when it changes, so a row keeps a name the vocabulary has since dropped.
 */
@Injectable()
export class MethodRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(LAB_METHOD.name, {
      beforeCreate: (_ctx, values) => {
        this.check(values, true);
      },
      beforeEdit: (_ctx, before, values) => this.check({ ...before, ...values }, 'hazardName' in values && values.hazardName !== before.hazardName),
    });
  }

  private check(row: ResourceRow | Record<string, unknown>, hazardChanged: boolean): void {
    const problems = labMethodProblems({
      hazardName: hazardChanged ? (row.hazardName as string | null) : null,
      shortTime: SHORT_TIME_SAMPLING_TYPES.includes(String(row.samplingType)),
      durationMinutes: row.durationMinutes as number | null,
      reportDecimals: row.reportDecimals as number | null,
      validFrom: row.validFrom as string | null,
      validTo: row.validTo as string | null,
    });
    if (problems.length) throw badRequest(problems.join('；'));
  }
}
