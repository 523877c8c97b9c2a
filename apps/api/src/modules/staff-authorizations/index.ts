// 人员授权 for other modules: the module, the refusal of an analyst not authorised for a method on a day
// (sample distribution, the laboratory), who is authorised, and the organisation's self-verification setting.
export { StaffAuthorizationsModule } from './staff-authorizations.module';
export { allowsSelfVerification, assertAuthorisedAnalyst, authorisedAnalysts } from './analyst-authorization';
