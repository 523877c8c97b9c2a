import { useMemo } from 'react';
import { Alert, Space } from 'antd';
import { LAB_BATCH, type LabFamilyScreen } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';
import type { SearchValues } from '../../resources/search-params';
import { LAB_BATCH_CELLS } from './batch-cells';
import { familyOf, screenFamilies } from './lab-family';

export interface LabFamilyListProps {
  screen: LabFamilyScreen;
  /** Only the batches of this origin (the lyjc twin: incoming samples). */
  origin?: 'site' | 'incoming';
}

/** The fixed filter of a family screen: its families (and origin, for a twin). */
export function familyFilter(screen: LabFamilyScreen, origin?: string): SearchValues {
  return { family: screenFamilies(screen), ...(origin ? { origin } : {}) };
}

/**
 * A family screen under 实验室 (气相色谱, 液相色谱 … 外委检测): the batches of its families only — a
 * fixed filter the search cannot widen — searchable by state, code, project…; a batch's code
 * opens its page. One component for every family: the screen is its only input.
 */
export function LabFamilyList({ screen, origin }: LabFamilyListProps) {
  const fixed = useMemo(() => familyFilter(screen, origin), [screen, origin]);
  const note = familyOf(screen.family)?.note;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`lab-family-${screen.menuKey}`}>
      {note && <Alert type="info" showIcon message={note} />}
      <ResourceList declaration={LAB_BATCH} fixedFilter={fixed} cellRenderers={LAB_BATCH_CELLS} />
    </Space>
  );
}
