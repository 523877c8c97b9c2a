export { SupervisionTasksModule } from './supervision-tasks.module';
