import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ResourcesModule } from '../resources';
import { MethodLibraryImport } from './method-library-import';
import { MethodRules } from './method-rules';

/**
 * The methods catalogue (检测方法): the generic engine serves `api/labTest` from the LAB_METHOD
 * declaration; this module adds the catalogue's rules as hooks and the standard library's import
 * (a list command, and a setup step of every new organisation).
 */
@Module({
  imports: [ResourcesModule, IdentityModule],
  providers: [MethodRules, MethodLibraryImport],
})
export class MethodsModule {}
