// The provincial platform's wire: the adapter port, its SOAP/XML and HTTP/JSON adapters, their
// signatures, and the configuration they read.
export * from './provincial-adapter';
export * from './protocol';
export * from './xml';
export * from './canonical';
export * from './signatures';
export * from './report-xml';
export * from './demo-credentials';
export * from './credentials';
