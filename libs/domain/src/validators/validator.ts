/**
 * A shared field validator (spec §5): returns `null` when the value is valid and the
 * Chinese message to show when it is not. Validators never throw.
 *
 * Empty values: only `validateIpv4` accepts an empty value by itself (the spec says
 * "empty allowed" for that row only). Wrap any other validator in `optional()` when the
 * field is not required; required-ness is a separate rule of the form.
 */
export type Validator = (value: unknown) => string | null;
