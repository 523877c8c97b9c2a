import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** 受检单位 (declaration INSPECTED_UNIT in @ohit/contracts). Written by hand-written SQL with an explicit version check. */
@Entity({ name: 'inspected_units' })
export class InspectedUnitEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ name: 'credit_code', type: 'varchar', length: 18, nullable: true }) creditCode: string | null;
  /** province/city/district joined with '/'. */
  @Column({ type: 'varchar', length: 130, nullable: true }) area: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) address: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) contact: string | null;
  @Column({ type: 'varchar', length: 11, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) industry: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) scale: string | null;
  @Column({ name: 'employee_count', type: 'integer', nullable: true }) employeeCount: number | null;
  @Column({ type: 'varchar', length: 20, default: '1' }) status: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark: string | null;
  @Column({ name: 'organization_id', type: 'integer' }) organizationId: number;
  @Column({ type: 'integer', default: 1 }) version: number;
  @Column({ name: 'create_by', type: 'varchar', length: 50, nullable: true }) createBy: string | null;
  @Column({ name: 'update_by', type: 'varchar', length: 50, nullable: true }) updateBy: string | null;
  @Column({ name: 'import_job_id', type: 'uuid', nullable: true }) importJobId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
