/** Wire shapes of the on-site sampling endpoints beside the generic ones. */

/** A sample of the day's project (GET api/samplingDay/:id/samples): still to take, or recorded on this day. */
export interface DaySampleView {
  id: number;
  code: string;
  blank: boolean;
  /** TWA, STEL or MAC (null on a blank). */
  kind: string | null;
  sampleType: string | null;
  hazard: string;
  workshop: string | null;
  post: string | null;
  /** The plan's day (shift) it belongs to, 1-based. */
  day: number;
  /** Point or subject number within its plan row. */
  unit: number;
  collector: string | null;
  /** planned, collected… */
  state: string;
  /** Its record on this day, once recorded. */
  recordId: number | null;
}

/** An instrument usable on the day (GET api/samplingDay/:id/instruments): in service, calibrated through that day. */
export interface UsableInstrumentView {
  id: number;
  code: string;
  name: string;
  model: string | null;
  /** 'YYYY-MM-DD': the last day it may be used. */
  usableUntil: string;
}

/** A sample of a project as 项目调整 picks it (GET api/projectAdjustment/samples?belongProject=). */
export interface ProjectSampleView {
  id: number;
  code: string;
  blank: boolean;
  kind: string | null;
  hazard: string;
  workshop: string | null;
  post: string | null;
  state: string;
}
