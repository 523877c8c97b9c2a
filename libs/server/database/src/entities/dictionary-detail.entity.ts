import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** One label/value of a dictionary; organization_id null means every organisation sees it. */
@Entity({ name: 'dictionary_details' })
@Index('idx_dictionary_details_dict', ['dictId', 'organizationId', 'dictSort'])
export class DictionaryDetailEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'dict_id', type: 'integer' })
  dictId: number;

  @Column({ type: 'varchar', length: 255 })
  label: string;

  @Column({ type: 'varchar', length: 255 })
  value: string;

  @Column({ name: 'dict_sort', type: 'integer', default: 999 })
  dictSort: number;

  @Column({ name: 'organization_id', type: 'integer', nullable: true })
  organizationId: number | null;
}
