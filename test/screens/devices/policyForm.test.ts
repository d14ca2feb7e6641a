import { fieldOf } from '../../../src/screens/devices/policies/formErrors';
import { defaultValues, toPolicyInput, type PolicyFormValues } from '../../../src/screens/devices/policies/policyFormValues';

const values = (): PolicyFormValues => defaultValues(1, '2026-11-02');

describe('the policy form', () => {
  it('sends a new schedule as the server takes it: weekdays, window, no end date, on at the start and off at the end', () => {
    const form = values();
    form.name = 'Mornings';
    form.actions[0]!.devices = ['sp-st-1005-01-01-f02-r02-ac1'];
    form.actions[1]!.targetType = 'space';
    form.actions[1]!.space = 'sp-st-1005-01-01-f02';
    expect(toPolicyInput(form, 'st-1005-01', 1)).toEqual({
      name: 'Mornings', store: 'st-1005-01', menutype: 1, kind: 'schedule', enabled: true,
      schedule: { weekdays: [1, 2, 3, 4, 5], window: { start: '08:00', end: '18:00' }, from: '2026-11-02', to: null },
      actions: [
        { target: { devices: ['sp-st-1005-01-01-f02-r02-ac1'] }, cmd: { on: true }, at: 'start' },
        { target: { space: 'sp-st-1005-01-01-f02', kind: 'ac' }, cmd: { on: false }, at: 'end' },
      ],
    });
  });

  it('sends a trigger\'s thresholds by operator (above: high, below: low) and its window only when limited', () => {
    const form = values();
    form.kind = 'trigger';
    form.trigger.conditions = [
      { metric: 'co2', sourceType: 'space', source: 'sp-st-1005-01-01-f02-r03', operator: 'above', low: 400, high: 1000, forMinutes: 5 },
      { metric: 'outdoor-temperature', sourceType: 'space', source: 'ignored', operator: 'below', low: 5, high: 30, forMinutes: 0 },
    ];
    const input = toPolicyInput(form, 'st-1005-01', 1);
    expect(input.trigger).toEqual({
      conditions: [
        { metric: 'co2', source: 'sp-st-1005-01-01-f02-r03', operator: 'above', high: 1000, forMinutes: 5 },
        { metric: 'outdoor-temperature', operator: 'below', low: 5, forMinutes: 0 },
      ],
      match: 'all', fires: 'crossing',
    });
    expect(input.schedule).toBeUndefined();
    expect(input.actions[0]).not.toHaveProperty('at');
    form.trigger.limitWindow = true;
    expect(toPolicyInput(form, 'st-1005-01', 1).trigger?.window).toEqual({ start: '09:00', end: '18:00' });
  });

  it('puts each server error on the field that holds it, and the rest on top of the form', () => {
    const form = values();
    form.actions[1]!.targetType = 'space';
    expect(fieldOf('schedule.window', form, 1)).toEqual(['schedule', 'window', 'end']);
    expect(fieldOf('trigger.conditions[1].low', form, 1)).toEqual(['trigger', 'conditions', 1, 'low']);
    expect(fieldOf('actions[0].target', form, 1)).toEqual(['actions', 0, 'devices']);
    expect(fieldOf('actions[1].target', form, 1)).toEqual(['actions', 1, 'space']);
    expect(fieldOf('actions[0].target.devices', form, 1)).toEqual(['actions', 0, 'devices']);
    expect(fieldOf('actions[0].cmd', form, 10)).toEqual(['actions', 0, 'storageMode']);
    expect(fieldOf('actions[0].cmd', form, 6)).toEqual(['actions', 0, 'power']);
    expect(fieldOf('actions', form, 1)).toBeUndefined();
    expect(fieldOf('trigger.conditions', form, 1)).toBeUndefined();
    expect(fieldOf('menutype', form, 1)).toBeUndefined();
  });
});
