import { escapeLike, firstRow, likePattern, prefixPattern, returningRows, SqlWhere } from '.';

describe('returningRows', () => {
  it('unwraps an UPDATE answer ([rows, count]) and passes rows through', () => {
    expect(returningRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(returningRows([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(returningRows([[], 0])).toEqual([]);
    expect(firstRow([[{ version: 3 }], 1])).toEqual({ version: 3 });
    expect(firstRow([])).toBeUndefined();
  });

  it('does not mistake a two-row SELECT for an UPDATE answer', () => {
    expect(returningRows([{ a: 1 }, { a: 2 }])).toHaveLength(2);
  });
});

describe('LIKE patterns', () => {
  it('takes %, _ and \\ literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(likePattern('10%')).toBe('%10\\%%');
    expect(prefixPattern('a_b')).toBe('a\\_b%');
  });
});

describe('SqlWhere', () => {
  it('numbers parameters and leaves the organisation filter out for a null scope', () => {
    const w = new SqlWhere();
    w.add(`name LIKE ${w.param(likePattern('x'))}`).inOrganisations('organization_id', [3, 1]);
    expect(w.sql()).toBe('WHERE name LIKE $1 AND organization_id = ANY($2::int[])');
    expect(w.params).toEqual(['%x%', [3, 1]]);
    expect(new SqlWhere().inOrganisations('organization_id', null).sql()).toBe('');
  });
});
