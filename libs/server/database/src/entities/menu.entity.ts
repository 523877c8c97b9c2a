import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** Menu item: type 0 directory, 1 menu (a route), 2 button (a permission code, not a route). */
@Entity({ name: 'menus' })
@Index('idx_menus_pid_sort', ['pid', 'sort'])
export class MenuEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  pid: number | null;

  @Column({ type: 'smallint' })
  type: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ name: 'component_name', type: 'varchar', length: 100, nullable: true })
  componentName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  component: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  path: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  icon: string | null;

  @Column({ type: 'integer', default: 999 })
  sort: number;

  @Column({ name: 'i_frame', type: 'boolean', default: false })
  iFrame: boolean;

  @Column({ type: 'boolean', default: false })
  cache: boolean;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  permission: string | null;
}
