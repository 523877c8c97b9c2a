import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** 设备台账 (declaration EQUIPMENT in @ohit/contracts). */
@Entity({ name: 'equipment' })
export class EquipmentEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 50 }) code: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) model: string | null;
  @Column({ name: 'serial_no', type: 'varchar', length: 100, nullable: true }) serialNo: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) manufacturer: string | null;
  @Column({ type: 'varchar', length: 20, default: '1' }) status: string;
  @Column({ name: 'calibration_date', type: 'date', nullable: true }) calibrationDate: string | null;
  @Column({ name: 'calibration_due_date', type: 'date', nullable: true }) calibrationDueDate: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) location: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) keeper: string | null;
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true }) price: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) remark: string | null;
  @Column({ name: 'organization_id', type: 'integer' }) organizationId: number;
  @Column({ type: 'integer', default: 1 }) version: number;
  @Column({ name: 'create_by', type: 'varchar', length: 50, nullable: true }) createBy: string | null;
  @Column({ name: 'update_by', type: 'varchar', length: 50, nullable: true }) updateBy: string | null;
  @Column({ name: 'import_job_id', type: 'uuid', nullable: true }) importJobId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
