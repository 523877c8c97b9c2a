import { CreateDomainEvents1732200000000 } from './1732200000000-create-domain-events';

/** Ordered list of migrations (classes, not globs, so tests and builds run the same code). */
export const MIGRATIONS = [CreateDomainEvents1732200000000];
