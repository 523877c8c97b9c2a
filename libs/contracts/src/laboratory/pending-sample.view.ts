/** A sample waiting in the analyst's hands for 组批 (GET api/laboratory/pendingSamples). */
export interface PendingSampleView {
  id: number;
  code: string;
  hazard: string;
  blank: boolean;
  method: { id: number; methodName: string; standardNo: string } | null;
  instrumentFamily: string | null;
  instrument: { id: number; name: string } | null;
  projectName: string | null;
  sampledDate: string | null;
  shelfLifeDeadline: string | null;
}
