// The provincial platform's wire: the adapter port, its SOAP/XML and HTTP/JSON adapters, their
// signatures, and the configuration they read.
export * from './provincial-adapter';
export * from './protocol';
export * from './xml';
export * from './canonical';
export * from './record-digest';
export * from './signatures';
export * from './report-xml';
export * from './demo-credentials';
export * from './credentials';
export * from './classify';
export * from './wsdl';
export * from './adapter-options';
export * from './json-adapter';
export * from './soap-adapter';
export * from './create-adapter';
export * from './sample-record';
