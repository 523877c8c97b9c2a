import { Typography } from 'antd';
import { CONSUMABLE, REAGENT, type ResourceDeclaration, STANDARD_SUBSTANCE } from '@ohit/contracts';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import { ResourceList } from '../../resources/ResourceList';
import type { CellRenderers } from '../../resources/resource-columns';

/** The stock figure in red when at or below the minimum (the low-stock list's rows). */
const STOCK_CELLS: CellRenderers = {
  stockQuantity: (value, row) => <Typography.Text type={row.lowStock ? 'danger' : undefined}>{String(value ?? '')}</Typography.Text>,
};

/** One list and one detail page for every stock kind (耗材, 标准物质, 试剂): the same shape, filters and movements. */
function stockPages(decl: ResourceDeclaration) {
  return {
    List: () => <ResourceList declaration={decl} cellRenderers={STOCK_CELLS} />,
    Detail: () => <CodeDetailPage decl={decl} titleFields={['code', 'name', 'batchNo']} />,
  };
}

const consumables = stockPages(CONSUMABLE);
const standards = stockPages(STANDARD_SUBSTANCE);
const reagents = stockPages(REAGENT);

export const ConsumableList = consumables.List;
/** /siteSample/eqpHcInfo/page (hcStorage): an item's 入库 / 领用 / 退回 / 报废 and its movements. */
export const ConsumableDetail = consumables.Detail;
export const StandardSubstanceList = standards.List;
export const StandardSubstanceDetail = standards.Detail;
export const ReagentList = reagents.List;
export const ReagentDetail = reagents.Detail;
