import { Module } from '@nestjs/common';
import { SamePlatformController } from './same-platform.controller';

/** 分区监管 (issue 15): what the organisations of a supervisor's zones pushed to the province. */
@Module({ controllers: [SamePlatformController] })
export class SamePlatformModule {}
