import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConflictPanel, compareFields, type ComparedField, type FieldChoices } from './ConflictPanel';
import type { StaleSave } from './staleSave';
import { useFormSave, type FormSaveOptions } from './useFormSave';

/** The record as saved now, in the form's values, with the version it is at. */
export interface SavedNow<V> {
  values: V;
  version: number;
}

export interface VersionedSaveOptions<V> extends FormSaveOptions {
  /** The version the form was opened on (a new record has none). */
  version: number | undefined;
  /** Reads the record as the other editor saved it. */
  theirs: () => Promise<SavedNow<V> | undefined>;
  /** The message id of each compared field's label: their version beside mine names fields by them. */
  labels?: Record<string, string>;
  /** Select fields' options, so their version beside mine names what was chosen. */
  choices?: FieldChoices;
  /** Their version beside mine where field by field is not enough (a list of rules or items). */
  compare?: (mine: V, theirs: V) => ComparedField[];
  /** The zone "when" is told in (the record's store). */
  timeZone?: string;
}

/**
 * useFormSave for a record that carries a version (issue 36 item 2): keeps the version the form
 * edits, and once a save is refused as stale gives the conflict panel, which shows their version
 * beside mine, keeps mine (an audited overwrite) or loads theirs (then the form edits their
 * version). An editor that stays open after a save calls `editOn` with the version it left.
 */
export function useVersionedSave<V extends object>(form: FormInstance<V>, { version: opened, labels = {}, theirs, choices, compare, timeZone, ...options }: VersionedSaveOptions<V>) {
  const intl = useIntl();
  const save = useFormSave(form, options);
  const [version, editOn] = useState(opened ?? 1);
  // The comparison belongs to the refusal it was asked for: a later refusal starts without one.
  const [compared, setCompared] = useState<{ of: StaleSave; rows: ComparedField[] } | undefined>(undefined);
  const byField = (mine: V, their: V) =>
    compareFields(Object.fromEntries(Object.entries(labels).map(([field, id]) => [field, intl.formatMessage({ id })])), mine as Record<string, unknown>, their as Record<string, unknown>, choices);
  const stale = save.stale;
  const showTheirs = async (of: StaleSave) => {
    const now = await theirs();
    if (now) setCompared({ of, rows: (compare ?? byField)(form.getFieldsValue(true) as V, now.values) });
  };
  const loadTheirs = async () => {
    const now = await theirs();
    if (!now) return;
    form.setFieldsValue(now.values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    editOn(now.version);
    save.dismissStale();
  };
  const conflict: ReactNode = stale ? (
    <ConflictPanel stale={stale} timeZone={timeZone} compared={compared?.of === stale ? compared.rows : undefined} onShowTheirs={() => void showTheirs(stale)} onKeepMine={() => void save.keepMine()} onLoadTheirs={() => void loadTheirs()} />
  ) : null;
  return { ...save, version, editOn, conflict };
}
