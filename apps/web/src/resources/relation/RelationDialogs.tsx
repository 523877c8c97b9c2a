import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import type { ResourceApi } from '../resource-api';
import { CancelRelationDialog } from './CancelRelationDialog';
import { RelationDialog } from './RelationDialog';

export type RelationKind = 'relation' | 'cancelRelation';

export interface RelationDialogsProps {
  decl: ResourceDeclaration;
  api: ResourceApi;
  kind: RelationKind;
  row: ResourceRow;
  onClose: (changed: boolean) => void;
}

/** The relation or cancel-relation dialog of a row (the list screen loads this module on first use). */
export default function RelationDialogs({ kind, ...rest }: RelationDialogsProps) {
  return kind === 'relation' ? <RelationDialog {...rest} /> : <CancelRelationDialog {...rest} />;
}
