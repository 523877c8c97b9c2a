import { EQUIPMENT } from '@ohit/contracts';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';

/** 设备详情 (hidden route eqpLedgerDetail): the instrument named by code, with its calibration certificate and history. */
export default function EquipmentDetailPage() {
  return <CodeDetailPage decl={EQUIPMENT} />;
}
