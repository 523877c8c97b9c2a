// The approval module's public face: the module, and the flow in force (the seed and the reports read it).
export { ApprovalsModule } from './approvals.module';
export { flowInForce, stepsOfFlow } from './approval-flow-steps';
