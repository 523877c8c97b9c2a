// On-site sampling for other modules: the digest of a day's records a signature is bound to (the technical file checks the signatures still hold).
export { recordsDigest } from './records-digest';
