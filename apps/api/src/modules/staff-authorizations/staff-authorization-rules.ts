import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ResourceRow, STAFF_AUTHORIZATION } from '@ohit/contracts';
import { badRequest, conflict, firstRow } from '../../platform';
import { ResourceExtensions } from '../resources';
import { methodLabel } from './analyst-authorization';
import { STAFF_AUTHORIZATION_MESSAGES as M } from './staff-authorization.messages';

interface MethodFacts {
  hazard_name: string;
  method_name: string;
  standard_no: string;
  instrument_family: string;
}

/**
 * 人员授权's rules on the generic add and edit: the period never ends before it starts; one
 * authorisation per person and method (a second is refused, naming both — the table's unique key
 * is the backstop); a blank 仪器类别 takes the method's. The kernel has already checked that the
 * person and the method are the organisation's.
 */
@Injectable()
export class StaffAuthorizationRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(STAFF_AUTHORIZATION.name, {
      beforeCreate: async (ctx, values) => {
        checkPeriod(values);
        const method = await this.checkUnique(ctx.m, values, 0);
        return values.instrumentFamily || !method ? {} : { instrumentFamily: method.instrument_family };
      },
      beforeEdit: async (ctx, before, values) => {
        const row = { ...before, ...values };
        checkPeriod(row);
        if (!('user' in values) && !('method' in values)) return;
        const method = await this.checkUnique(ctx.m, row, before.id);
        // another method with no family given: the new method's (written with the edit, in its event)
        if (method && Number(values.method) !== Number(before.method) && !values.instrumentFamily) values.instrumentFamily = method.instrument_family;
      },
    });
  }

  /** Refuses a second authorisation of the person for the method; the method's facts. */
  private async checkUnique(m: EntityManager, row: Record<string, unknown>, selfId: number): Promise<MethodFacts | null> {
    const method = firstRow<MethodFacts>(await m.query(`SELECT hazard_name, method_name, standard_no, instrument_family FROM lab_methods WHERE id = $1`, [row.method]));
    const taken = await m.query(`SELECT 1 FROM staff_authorizations WHERE user_id = $1 AND method_id = $2 AND id <> $3`, [row.user, row.method, selfId]);
    if (taken.length && method) {
      const person = firstRow<{ name: string }>(await m.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE id = $1`, [row.user]));
      throw conflict(M.duplicate(person?.name ?? String(row.user), methodLabel(method)));
    }
    return method ?? null;
  }
}

/** 授权有效期至 on or after 授权日期 ('YYYY-MM-DD' compare as text). */
function checkPeriod(row: Record<string, unknown> | ResourceRow): void {
  const from = row.authorisedFrom as string | null | undefined;
  const until = row.authorisedUntil as string | null | undefined;
  if (from && until && until < from) throw badRequest(M.periodInverted);
}
