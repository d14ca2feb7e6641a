import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConflictPanel, compareFields, type ComparedField, type FieldChoices } from './ConflictPanel';
import { useFormSave, type FormSaveOptions } from './useFormSave';

/** The record as saved now, in the form's values, with the version it is at. */
export interface SavedNow<V> {
  values: V;
  version: number;
}

export interface VersionedSaveOptions<V> extends FormSaveOptions {
  /** The version the form was opened on (a new record has none). */
  version: number | undefined;
  /** The message id of each compared field's label: their version beside mine names fields by them. */
  labels: Record<string, string>;
  /** Reads the record as the other editor saved it. */
  theirs: () => Promise<SavedNow<V> | undefined>;
  /** The zone "when" is told in (the record's store). */
  timeZone?: string;
  /** Select fields' options, so their version beside mine names what was chosen. */
  choices?: FieldChoices;
}

/**
 * useFormSave for a record that carries a version (issue 36 item 2): keeps the version the form
 * edits, and once a save is refused as stale gives the conflict panel, which shows their version
 * beside mine, keeps mine (an audited overwrite) or loads theirs (then the form edits their version).
 */
export function useVersionedSave<V extends object>(form: FormInstance<V>, { version: opened, labels, theirs, timeZone, choices, ...options }: VersionedSaveOptions<V>) {
  const intl = useIntl();
  const save = useFormSave(form, options);
  const [version, setVersion] = useState(opened ?? 1);
  const [compared, setCompared] = useState<ComparedField[] | undefined>(undefined);
  const words = () => Object.fromEntries(Object.entries(labels).map(([field, id]) => [field, intl.formatMessage({ id })]));
  const showTheirs = async () => {
    const now = await theirs();
    if (now) setCompared(compareFields(words(), form.getFieldsValue(true) as Record<string, unknown>, now.values as Record<string, unknown>, choices));
  };
  const loadTheirs = async () => {
    const now = await theirs();
    if (!now) return;
    form.setFieldsValue(now.values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setVersion(now.version);
    setCompared(undefined);
    save.dismissStale();
  };
  const conflict: ReactNode = save.stale ? (
    <ConflictPanel stale={save.stale} timeZone={timeZone} compared={compared} onShowTheirs={() => void showTheirs()} onKeepMine={() => void save.keepMine()} onLoadTheirs={() => void loadTheirs()} />
  ) : null;
  return { ...save, version, conflict };
}
