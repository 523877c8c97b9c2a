// A report version's signatures as rows (bound to its content and PDF digests, voided by a later
// change) and its issued file — the SQL the api (signing) and the worker (re-render, issue) share.
export * from './issued-file';
export * from './signature-rows';
