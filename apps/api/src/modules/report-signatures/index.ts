export { ReportSignaturesModule } from './report-signatures.module';
