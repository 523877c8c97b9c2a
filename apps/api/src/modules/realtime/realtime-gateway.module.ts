import { Module } from '@nestjs/common';
import { RealtimeModule } from '@ohit/server-realtime';
import { IdentityModule } from '../identity/identity.module';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [IdentityModule, RealtimeModule], providers: [RealtimeGateway] })
export class RealtimeGatewayModule {}
