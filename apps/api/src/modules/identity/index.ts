// The identity module's public face: other modules import IdentityModule for the access guard's providers.
export { IdentityModule } from './identity.module';
