import { catalogueEntry } from '../menus/menu-catalogue';
import { EQUIPMENT } from '../resources/declarations';
import { EQUIPMENT_ISSUE } from './equipment-issue.declaration';
import { CONSUMABLE, REAGENT, STANDARD_SUBSTANCE, STOCK_DECLARATIONS } from './stock.declaration';

const buttonsOf = (key: string) => (catalogueEntry(key)?.children ?? []).map((b) => b.permission);

describe('设备管理 in the menu catalogue', () => {
  it('keeps the spec’s keys, paths, components and prefixes, with the buttons of each declaration', () => {
    expect(catalogueEntry('EqpIn')).toMatchObject({ path: 'eqpIn', component: 'siteSample/eqpIn/index', permission: 'eqpIn:list' });
    expect(buttonsOf('EqpIn')).toEqual(['eqpIn:add', 'eqpIn:edit', 'eqpIn:del', 'eqpIn:export', 'eqpIn:codePattern', 'eqpIn:return', 'eqpIn:returnDamaged', 'eqpIn:reportLost']);
    expect(catalogueEntry('EqpHcInfo')).toMatchObject({ path: 'eqpHcInfo', component: 'siteSample/eqpHcInfo/index', permission: 'consumable:list' });
    expect(catalogueEntry('StandardSubstance')).toMatchObject({ component: 'equipment/standardSubstance/index', permission: 'standardSubstance:list' });
    expect(catalogueEntry('Reagent')).toMatchObject({ component: 'equipment/reagent/index', permission: 'reagent:list' });
    for (const [key, prefix] of [['EqpHcInfo', 'consumable'], ['StandardSubstance', 'standardSubstance'], ['Reagent', 'reagent']]) {
      expect(buttonsOf(key)).toEqual(['add', 'edit', 'copy', 'del', 'export', 'codePattern', 'stockIn', 'issue', 'giveBack', 'scrap'].map((a) => `${prefix}:${a}`));
    }
  });

  it('opens every row’s detail under its menu: /siteSample/eqpIn/details, /siteSample/eqpHcInfo/page and the ledger’s, standard substances’ and reagents’', () => {
    const routes: [string, { detailRoute?: { name: string } }, string, string][] = [
      ['eqpInDetail', EQUIPMENT_ISSUE, 'siteSample/eqpIn/details', 'EqpIn'],
      ['hcStorage', CONSUMABLE, 'siteSample/eqpHcInfo/page', 'EqpHcInfo'],
      ['eqpLedgerDetail', EQUIPMENT, 'equipment/eqpLedger/detail', 'EqpLedger'],
      ['standardSubstanceDetail', STANDARD_SUBSTANCE, 'equipment/standardSubstance/detail', 'StandardSubstance'],
      ['reagentDetail', REAGENT, 'equipment/reagent/detail', 'Reagent'],
    ];
    for (const [key, decl, path, detailOf] of routes) {
      expect(decl.detailRoute?.name).toBe(key);
      expect(catalogueEntry(key)).toMatchObject({ path, hidden: true, detailOf, permission: `${catalogueEntry(detailOf)?.permission}` });
    }
  });

  it('builds the three stock kinds from one shape: the same fields, commands and movements', () => {
    const [first, ...others] = STOCK_DECLARATIONS;
    const shared = (d: typeof first) => d.fields.map((f) => f.name).filter((n) => first.fields.some((g) => g.name === n));
    for (const d of others) {
      expect(shared(d)).toEqual(first.fields.map((f) => f.name));
      expect(d.commands).toBe(first.commands);
      expect(d.children?.[0].fields).toBe(first.children?.[0].fields);
    }
    expect(STOCK_DECLARATIONS.every((d) => d.commands?.every((c) => c.rowLock))).toBe(true);
    expect(STOCK_DECLARATIONS.every((d) => d.children?.[0].readOnly)).toBe(true);
  });
});
