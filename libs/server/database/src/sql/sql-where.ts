/**
 * Builds a parameterised WHERE clause: values only ever travel as $n parameters. Hand-written
 * list queries use it with `paging()` (api platform); declared resources use the engine's
 * `buildListSql`, which has its own whitelist of fields.
 */
export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  /** `column = ANY(scope)` unless the scope is null (every organisation). */
  inOrganisations(column: string, scope: readonly number[] | null): this {
    if (scope !== null) this.add(`${column} = ANY(${this.param([...scope])}::int[])`);
    return this;
  }

  sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
