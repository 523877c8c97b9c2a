import { COMPUTED_FUNCTIONS } from './computed';
import { declarationOf, RESOURCE_DECLARATIONS } from './declarations';
import { fieldOf, labelFieldOf, writableFields } from './resource-declaration';
import { machineOf, transitionOptions } from './workflows';
import { PROJECT } from '../projects/project.declaration';

/** Every declaration is internally consistent: what the engine, the web and the seed rely on. */
describe.each(RESOURCE_DECLARATIONS.map((d) => [d.name, d] as const))('declaration %s', (_, decl) => {
  it('binds its workflow to a known machine through a read-only field holding the machine’s states', () => {
    const binding = decl.workflow;
    if (!binding) return;
    const machine = machineOf(binding);
    const field = fieldOf(decl, binding.field);
    expect(field).toBeDefined();
    expect(writableFields(decl).map((f) => f.name)).not.toContain(binding.field);
    expect(field?.options?.map((o) => o.value)).toEqual(machine.states);
    // the generic status and reset commands can never move a bound field
    expect(decl.status?.field).not.toBe(binding.field);
    expect(decl.resetFields ?? []).not.toContain(binding.field);
    for (const [event, target] of Object.entries(binding.stamp ?? {})) {
      expect(machine.events).toContain(event);
      expect(fieldOf(decl, target)?.type).toBe('date');
    }
    for (const [, name] of Object.entries(binding.context ?? {})) expect(fieldOf(decl, name)).toBeDefined();
    for (const state of binding.deletableIn ?? []) expect(machine.states).toContain(state);
    for (const event of binding.moduleEvents ?? []) expect(machine.events).toContain(event);
    for (const state of (decl.commands ?? []).flatMap((c) => c.states ?? [])) expect(machine.states).toContain(state);
  });

  it('declares states only on the commands of a workflow-bound resource', () => {
    if (!decl.workflow) expect((decl.commands ?? []).filter((c) => c.states)).toEqual([]);
  });

  it('points its references at declared resources and fields, and its computed fields at known functions', () => {
    for (const field of [...decl.fields, ...(decl.children ?? []).flatMap((c) => c.fields)]) {
      if (field.type === 'reference') {
        const target = declarationOf(field.reference?.resource ?? '');
        expect(target).toBeDefined();
        expect(target && fieldOf(target, field.reference?.labelField ?? '')).toBeDefined();
        for (const source of Object.values(field.reference?.carry ?? {})) expect(target && fieldOf(target, source)).toBeDefined();
        // a carried key never hides a field or a reference's label (`project` carrying `projectName` would overwrite the label)
        const taken = [...decl.fields, ...(decl.children ?? []).flatMap((c) => c.fields)].flatMap((f) => [f.name, ...(f.type === 'reference' || f.type === 'user' ? [labelFieldOf(f)] : [])]);
        for (const key of Object.keys(field.reference?.carry ?? {})) expect(taken).not.toContain(key);
      }
      // a vocabulary names hazards by their Chinese text: only a string field can hold them
      if (field.vocabulary) expect(field.type).toBe('string');
      if (field.computed) {
        expect(COMPUTED_FUNCTIONS[field.computed.fn]).toBeDefined();
        for (const input of field.computed.inputs) expect(fieldOf(decl, input)).toBeDefined();
        expect(writableFields(decl)).not.toContain(field);
      }
    }
  });
});

describe('transition options (the action bar and the transition command read the same answer)', () => {
  it('lists the events defined from the row’s state, with reasons and refusals', () => {
    const created = transitionOptions(PROJECT, { state: 'created', incomingSample: false });
    expect(created.map((o) => o.event)).toEqual(['signContract', 'suspend', 'cancel']);
    expect(created.find((o) => o.event === 'cancel')).toMatchObject({ requiresReason: true, allowed: true, label: '中止项目' });
    expect(created.find((o) => o.event === 'signContract')).toMatchObject({ requiresReason: false, allowed: true });
    const incoming = transitionOptions(PROJECT, { state: 'contracted', incomingSample: true });
    expect(incoming.find((o) => o.event === 'startSurvey')).toMatchObject({ allowed: false, refusal: '来样检测项目无需现场调查和采样' });
    expect(incoming.find((o) => o.event === 'startTesting')).toMatchObject({ allowed: true });
    const suspended = transitionOptions(PROJECT, { state: 'suspended', suspendedFrom: 'sampling' });
    expect(suspended.map((o) => o.event)).toEqual(['resume', 'cancel']);
  });
});
