import { Module } from '@nestjs/common';
import { RealtimeModule } from '@ohit/server-realtime';
import { IdentityModule } from '../identity';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [IdentityModule, RealtimeModule], providers: [RealtimeGateway] })
export class RealtimeGatewayModule {}
