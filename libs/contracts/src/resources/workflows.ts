/**
 * The state machines a declaration may bind a state field to (kernel mechanism "workflow
 * state"), and what a row's state allows now — the server's transition command and the web's
 * action bar read the same answer.
 */
import {
  labRecordStateMachine,
  projectStateMachine,
  provincialPushStateMachine,
  reportStateMachine,
  sampleStateMachine,
  surveyStateMachine,
  equipmentIssueStateMachine,
  samplingPlanStateMachine,
  samplingDayStateMachine,
  sampleHandoverStateMachine,
  analysisStateMachine,
  newsPublicationStateMachine,
  archiveStateMachine,
  reportDisclosureStateMachine,
  enterpriseDeclarationStateMachine,
  expertTaskStateMachine,
  expertCheckStateMachine,
  expertCheckResponseStateMachine,
  scoreSheetStateMachine,
  scoreRecordStateMachine,
  thirdPartyQcStateMachine,
  qsQcTaskStateMachine,
  qsQcAssignmentStateMachine,
  qsInspectionStateMachine,
  qsRectificationStateMachine,
  type StateMachine,
} from '@ohit/domain';
import type { FieldOption, ResourceDeclaration, WorkflowBinding } from './resource-declaration';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- machines differ in their state, event and context types
export type AnyStateMachine = StateMachine<string, string, any>;

export const WORKFLOW_MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  project: projectStateMachine as unknown as AnyStateMachine,
  sample: sampleStateMachine as unknown as AnyStateMachine,
  labRecord: labRecordStateMachine as unknown as AnyStateMachine,
  report: reportStateMachine as unknown as AnyStateMachine,
  provincialPush: provincialPushStateMachine as unknown as AnyStateMachine,
  survey: surveyStateMachine as unknown as AnyStateMachine,
  equipmentIssue: equipmentIssueStateMachine as unknown as AnyStateMachine,
  samplingPlan: samplingPlanStateMachine as unknown as AnyStateMachine,
  samplingDay: samplingDayStateMachine as unknown as AnyStateMachine,
  sampleHandover: sampleHandoverStateMachine as unknown as AnyStateMachine,
  analysis: analysisStateMachine as unknown as AnyStateMachine,
  newsPublication: newsPublicationStateMachine as unknown as AnyStateMachine,
  archive: archiveStateMachine as unknown as AnyStateMachine,
  reportDisclosure: reportDisclosureStateMachine as unknown as AnyStateMachine,
  enterpriseDeclaration: enterpriseDeclarationStateMachine as unknown as AnyStateMachine,
  expertTask: expertTaskStateMachine as unknown as AnyStateMachine,
  expertCheck: expertCheckStateMachine as unknown as AnyStateMachine,
  expertCheckResponse: expertCheckResponseStateMachine as unknown as AnyStateMachine,
  scoreSheet: scoreSheetStateMachine as unknown as AnyStateMachine,
  scoreRecord: scoreRecordStateMachine as unknown as AnyStateMachine,
  thirdPartyQc: thirdPartyQcStateMachine as unknown as AnyStateMachine,
  qsQcTask: qsQcTaskStateMachine as unknown as AnyStateMachine,
  qsQcAssignment: qsQcAssignmentStateMachine as unknown as AnyStateMachine,
  qsInspection: qsInspectionStateMachine as unknown as AnyStateMachine,
  qsRectification: qsRectificationStateMachine as unknown as AnyStateMachine,
};

export function machineOf(binding: WorkflowBinding): AnyStateMachine {
  const machine = WORKFLOW_MACHINES[binding.machine];
  if (!machine) throw new Error(`unknown workflow machine "${binding.machine}"`);
  return machine;
}

/** The machine's states as dictionary options (the bound field's options, filters and export labels). */
export function stateOptions(machineId: string): FieldOption[] {
  const machine = WORKFLOW_MACHINES[machineId];
  return machine.states.map((value) => ({ value, label: machine.stateLabel(value) }));
}

/** The machine context of a row: the binding's context fields read from the row, plus the reason. */
export function workflowContext(binding: WorkflowBinding, row: Record<string, unknown>, reason?: string | null): Record<string, unknown> {
  const ctx: Record<string, unknown> = { reason: reason ?? null };
  for (const [key, field] of Object.entries(binding.context ?? {})) ctx[key] = row[field] ?? null;
  return ctx;
}

/** One event a row's state defines, and whether it may happen now. */
export interface TransitionOption {
  event: string;
  label: string;
  /** The machine refuses this event without a written reason. */
  requiresReason: boolean;
  /** May happen now (given a reason where one is required). */
  allowed: boolean;
  /** Why not, in the machine's Chinese words, when not allowed. */
  refusal: string | null;
}

/** The events defined from the row's current state, in the machine's event order. */
export function transitionOptions(decl: ResourceDeclaration, row: Record<string, unknown>): TransitionOption[] {
  const binding = decl.workflow;
  if (!binding) return [];
  const machine = machineOf(binding);
  const state = String(row[binding.field] ?? '');
  const defined = new Set(machine.defined(state));
  return machine.events
    .filter((event) => defined.has(event))
    .map((event) => {
      const bare = machine.check(state, event, workflowContext(binding, row, null));
      const withReason = bare.ok ? bare : machine.check(state, event, workflowContext(binding, row, '原因'));
      return {
        event,
        label: machine.eventLabel(event),
        requiresReason: !bare.ok && withReason.ok,
        allowed: withReason.ok,
        refusal: withReason.ok ? null : withReason.reason,
      };
    });
}
