export { IndustryNewsModule } from './industry-news.module';
