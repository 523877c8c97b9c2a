// 质量控制 for the app: the quality statistics.
export { QualityControlModule } from './quality-control.module';
