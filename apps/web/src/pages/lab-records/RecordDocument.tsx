import type { ReactNode } from 'react';
import type { LabRecordSection } from '@ohit/domain';
import { CurveSection } from './CurveSection';
import { ItemsSection } from './ItemsSection';
import { QcSection } from './QcSection';
import type { RecordData } from './record-data';
import { RecordHeader } from './RecordHeader';
import { SignatureSection } from './SignatureSection';
import { SubstanceSection } from './SubstanceSection';
import './lab-record.css';

/**
 * A batch's original record as an A4 document, laid out by its family's record template
 * (@ohit/domain `labFamily(code).record`): the sections it names, in its order — one component
 * for every family. The environment goes with the header; samples and results are one table.
 */
export function RecordDocument({ data }: { data: RecordData }) {
  const sections = data.family.record.sections;
  const has = (s: LabRecordSection) => sections.includes(s);
  const parts: ReactNode[] = [];
  for (const section of sections) {
    switch (section) {
      case 'header':
        parts.push(<RecordHeader key="header" data={data} environment={has('environment')} />);
        break;
      case 'curve':
        parts.push(<CurveSection key="curve" data={data} />);
        break;
      case 'substances':
        parts.push(<SubstanceSection key="substances" data={data} />);
        break;
      case 'qc':
        parts.push(<QcSection key="qc" data={data} />);
        break;
      case 'samples':
        parts.push(<ItemsSection key="items" data={data} results={has('results')} />);
        break;
      case 'results':
        if (!has('samples')) parts.push(<ItemsSection key="items" data={data} results />);
        break;
      case 'signatures':
        parts.push(<SignatureSection key="signatures" data={data} />);
        break;
      default:
        // 'environment' is printed with the header
        break;
    }
  }
  return (
    <article className="lab-record-sheet" data-testid="lab-record" data-family={data.family.code}>
      {parts}
    </article>
  );
}
