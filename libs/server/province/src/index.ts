// The provincial platform's wire: the adapter port, its SOAP/XML and HTTP/JSON adapters, their
// signatures, and the configuration they read.
export * from './provincial-adapter';
