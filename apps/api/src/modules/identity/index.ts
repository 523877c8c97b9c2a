// The identity module's public face: other modules import IdentityModule for the access guard's providers.
export { IdentityModule } from './identity.module';
// Business modules register the product data a new organisation starts with.
export { OrganizationSetup, type OrganizationSetupStep } from './organizations/organization-setup';
