export { ProvincialPushModule } from './provincial-push.module';
