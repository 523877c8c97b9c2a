import { render, screen } from '@testing-library/react';
import { PROJECT, type ResourceRow } from '@ohit/contracts';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { ResourceDescriptions } from './ResourceDescriptions';
import { resourceColumns } from './resource-columns';
import { buildSearchParams, searchFields } from './search-params';
import { toFormValues, toPayload } from './form-model';

jest.setTimeout(60000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const row: ResourceRow = {
  id: 9,
  version: 3,
  organizationId: 7,
  code: 'XM-2026-0001',
  name: '年度检测',
  belongInspect: 31,
  belongInspectName: '东方化工厂',
  iuiCode: '91320100MA1XXXXX0A',
  type: '32',
  typeName: '控制效果评价',
  responser: 2,
  responserName: '张调查',
  projectIdGl: null,
  projectIdGlName: null,
};

describe('reference and user fields shown by label', () => {
  let restore: () => void;
  beforeEach(() => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => json(200, {}));
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  it('list columns show the unit and the responsible person by name, never the id', () => {
    const offered = PROJECT.fields.filter((f) => ['name', 'belongInspect', 'responser', 'projectIdGl'].includes(f.name));
    const columns = resourceColumns({
      decl: PROJECT,
      offered,
      visible: offered.map((f) => f.name),
      sort: [],
      optionsOf: (f) => f.options ?? [],
      reload: () => undefined,
      detailOf: () => null,
      onDetail: () => undefined,
      linkColor: '#000',
    }) as { key: string; render: (v: unknown, r: ResourceRow) => unknown }[];
    const cell = (key: string) => columns.find((c) => c.key === key)!.render(row[key], row);
    expect(cell('belongInspect')).toBe('东方化工厂');
    expect(cell('responser')).toBe('张调查');
    expect(cell('projectIdGl')).toBe('');
  });

  it('the detail descriptions show labels too', () => {
    render(<ResourceDescriptions decl={PROJECT} row={row} />);
    expect(screen.getByText('东方化工厂')).toBeInTheDocument();
    expect(screen.getByText('张调查')).toBeInTheDocument();
    expect(screen.getByText('控制效果评价')).toBeInTheDocument();
    expect(screen.queryByText('31')).toBeNull();
  });

  it('the search form offers a text box on the label and sends <name>Name', () => {
    const names = searchFields(PROJECT).map((f) => [f.name, f.type, f.label]);
    expect(names).toContainEqual(['belongInspectName', 'string', '受检单位']);
    expect(names).toContainEqual(['responserName', 'string', '项目负责人']);
    expect(names.map(([n]) => n)).not.toContain('belongInspect');
    expect(buildSearchParams(PROJECT, { belongInspectName: ' 化工 ', responserName: '' })).toEqual({ belongInspectName: '化工' });
  });

  it('the edit form holds id and label; the payload sends the id, blank as null, and never the label', () => {
    const values = toFormValues(PROJECT, row);
    expect(values.belongInspect).toEqual({ value: 31, label: '东方化工厂' });
    expect(values.responser).toEqual({ value: 2, label: '张调查' });
    const payload = toPayload(PROJECT, { ...values, responser: undefined });
    expect(payload).toMatchObject({ belongInspect: 31, responser: null });
    expect(payload).not.toHaveProperty('belongInspectName');
    expect(payload).not.toHaveProperty('organizationId');
    expect(toFormValues(PROJECT, null).belongInspect).toBeUndefined();
  });
});
