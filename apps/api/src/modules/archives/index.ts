// 档案管理 for the app module.
export { ArchivesModule } from './archives.module';
