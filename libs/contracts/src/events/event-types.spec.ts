import { EVENT_TYPES, type EventType, isFixedEventType, RESOURCE_EVENT_VERBS, resourceEventType } from './event-types';

describe('event types', () => {
  it('names each fixed event by itself (key and value are one spelling)', () => {
    for (const [key, value] of Object.entries(EVENT_TYPES)) expect(value).toBe(key);
    expect(EVENT_TYPES.UserCreated).toBe('UserCreated');
  });

  it('builds the resource engine names from a declaration name and a verb', () => {
    expect(resourceEventType('inspectedUnit', 'Created')).toBe('InspectedUnitCreated');
    expect(resourceEventType('equipmentCategory', 'RelationCancelled')).toBe('EquipmentCategoryRelationCancelled');
    expect(RESOURCE_EVENT_VERBS).toContain('Imported');
  });

  it('refuses a name that is not a resource name and an unknown verb at run time', () => {
    expect(() => resourceEventType('', 'Created')).toThrow('not a resource name');
    expect(() => resourceEventType('Inspected Unit', 'Created')).toThrow('not a resource name');
    // @ts-expect-error — 'Creatd' is not a resource verb
    expect(() => resourceEventType('inspectedUnit', 'Creatd')).toThrow('unknown verb');
  });

  it('tells fixed names from unknown ones', () => {
    expect(isFixedEventType('AnnouncementSent')).toBe(true);
    expect(isFixedEventType('AnnouncementSnet')).toBe(false);
    expect(isFixedEventType('InspectedUnitCreated')).toBe(false);
  });

  it('lets the typecheck refuse an unknown or hand-spelt event type (tsc runs over this file)', () => {
    const ok: EventType[] = [EVENT_TYPES.DictionaryEdited, 'UserCreated', resourceEventType('equipment', 'Deleted')];
    // @ts-expect-error — misspelt fixed name
    const typo: EventType = 'UserCreatd';
    // @ts-expect-error — a resource name spelt by hand instead of through resourceEventType()
    const handSpelt: EventType = 'InspectedUnitCreated';
    // @ts-expect-error — any string is not an event type
    const anyString: EventType = String('UserCreated');
    expect([ok.length, typo, handSpelt, anyString]).toEqual([3, 'UserCreatd', 'InspectedUnitCreated', 'UserCreated']);
  });
});
