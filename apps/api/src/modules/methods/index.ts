// The methods module's public face: the module, and the library import the demo seed runs for its organisations.
export { MethodsModule } from './methods.module';
export { IMPORT_LIBRARY, importStandardMethods } from './method-library-import';
