import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../platform';
import { MENU_COLUMNS, MenuRow } from './menu-view';

/** Reads menus the actor may see: every menu for administrators, their roles' menus otherwise. */
@Injectable()
export class MenuReader {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async visible(actor: Actor, where = 'TRUE', params: unknown[] = []): Promise<MenuRow[]> {
    const scoped = actor.isAdmin ? '' : `AND m.id = ANY($${params.length + 1}::int[])`;
    return this.ds.query(
      `SELECT ${MENU_COLUMNS} FROM menus m WHERE (${where}) ${scoped} ORDER BY m.sort, m.id`,
      actor.isAdmin ? params : [...params, [...actor.menuIds]],
    );
  }
}
