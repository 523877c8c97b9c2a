import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ResourceRow, WORKING_CALENDAR } from '@ohit/contracts';
import { CALENDAR_DAY_KIND_LABELS, type CalendarDayKind, calendarDayRefusal } from '@ohit/domain';
import { type Actor, badRequest, conflict, firstRow, forbidden } from '../../platform';
import { ResourceExtensions } from '../resources';
import { WORKING_CALENDAR_MESSAGES as M } from './working-calendar.messages';

/**
 * 工作日历's rules on the generic add, edit and delete: the calendar is the whole platform's, so
 * only a platform administrator changes it (a role holding the menu's buttons is not enough); a
 * make-up working day (调休上班日) only on a Saturday or Sunday (a holiday may fall on any day);
 * one row per date, a second refused naming the first (the table's unique key and CHECK are the
 * backstops).
 */
@Injectable()
export class WorkingCalendarRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(WORKING_CALENDAR.name, {
      beforeCreate: async (ctx, values) => {
        assertPlatformAdmin(ctx.actor);
        checkDay(values);
        await assertDateFree(ctx.m, String(values.date), 0);
      },
      beforeEdit: async (ctx, before, values) => {
        assertPlatformAdmin(ctx.actor);
        checkDay({ ...before, ...values });
        if ('date' in values && values.date !== before.date) await assertDateFree(ctx.m, String(values.date), before.id);
      },
      beforeDelete: (ctx) => {
        assertPlatformAdmin(ctx.actor);
        return null;
      },
    });
  }
}

function assertPlatformAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw forbidden(M.platformAdminOnly);
}

function checkDay(row: Record<string, unknown> | ResourceRow): void {
  const refusal = calendarDayRefusal({ date: row.date, kind: row.kind });
  if (refusal) throw badRequest(refusal);
}

async function assertDateFree(m: EntityManager, date: string, selfId: number): Promise<void> {
  const taken = firstRow<{ name: string; kind: CalendarDayKind }>(await m.query(`SELECT name, kind FROM working_calendar_days WHERE date = $1::date AND id <> $2`, [date, selfId]));
  if (taken) throw conflict(M.dateTaken(date, taken.name, CALENDAR_DAY_KIND_LABELS[taken.kind] ?? taken.kind));
}
