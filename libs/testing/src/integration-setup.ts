// Integration suites boot the real application (Nest, PostgreSQL, Redis); on a busy 2-core
// machine that takes longer than jest's default 5 s. This is a ceiling, not a timing assertion.
jest.setTimeout(60_000);
