/**
 * The one form hook: a form's values, each field's message and the check of a shared valibot schema (the API
 * validates with the same rules). On a failed check every message is shown on its field and the first field with
 * one (in page order) gets the focus, after the message is on screen, so a screen reader reads them together.
 * A change clears that field's message; with `recheck`, once the form has been checked, every change checks the
 * values again (the job form, whose fields depend on each other).
 * It also owns the sending: `submit(action, failed)` runs the request once at a time, with `busy` while it runs and
 * `failure` (the words the form shows) when it fails; that is useAction's `run` (use-action.ts), the one
 * implementation that one-button actions use too.
 */
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import { useAction } from './use-action.js';

export type FormErrors<T> = Partial<Record<keyof T & string, string>>;
type Schema = v.GenericSchema<unknown, unknown>;
type Checked<T, O> = { ok: true; output: O } | { ok: false; errors: FormErrors<T> };
/** A check of the form: the schema, and plainer words for some fields' messages. */
interface Check<T> {
  schema: Schema;
  messages?: FormErrors<T>;
}

/** The first message per field; an issue inside a list ('skills.2') belongs to the list's field ('skills'). */
export function schemaErrors<T>(schema: Schema, input: unknown, messages: FormErrors<T> = {}): FormErrors<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: FormErrors<T> = {};
  for (const [path, found] of Object.entries(v.flatten(result.issues).nested ?? {})) {
    const name = path.split('.')[0] as keyof T & string;
    if (found?.[0] && !errors[name]) errors[name] = messages[name] ?? found[0];
  }
  return errors;
}

export function useForm<T extends object>(initial: T, options: { recheck?: boolean } = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const lastCheck = useRef<Check<T> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useAction();

  /** Shows the messages and moves the focus to the first field that has one. */
  const showErrors = (next: FormErrors<T>) => {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const change = (patch: Partial<T>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (!options.recheck) {
      setErrors((current) => {
        const kept = Object.entries(current).filter(([name]) => !(name in patch));
        return kept.length === Object.keys(current).length ? current : (Object.fromEntries(kept) as FormErrors<T>);
      });
    }
  };
  useEffect(() => {
    const check = lastCheck.current;
    if (options.recheck && check) setErrors(schemaErrors(check.schema, values, check.messages));
  }, [values, options.recheck]);

  /** Checks the values (or `input`): the schema's output, or every message shown and returned. */
  const validate = <S extends Schema>(
    schema: S,
    input: unknown = values,
    messages?: FormErrors<T>,
  ): Checked<T, v.InferOutput<S>> => {
    lastCheck.current = { schema, messages };
    const result = v.safeParse(schema, input);
    if (result.success) {
      setErrors({});
      return { ok: true, output: result.output as v.InferOutput<S> };
    }
    const found = schemaErrors(schema, input, messages);
    showErrors(found);
    return { ok: false, errors: found };
  };

  return {
    values,
    errors,
    formRef,
    /** True while `submit`'s action runs: the submit button says so and Cancel waits. */
    busy: sending.busy,
    /** The words of the last failed `submit`, '' when none: the form shows them (an Alert in a dialog). */
    failure: sending.failure,
    /**
     * Sends the form: `busy` while `action` runs (a second submit meanwhile is ignored) and the last `failure`
     * cleared first; when it throws, `failed` says what the form shows. True when the action finished.
     */
    submit: sending.run,
    /** Forgets the last failure (a dialog closed, a new choice made). */
    clearFailure: sending.clearFailure,
    /** Sets one field's value. */
    set: <K extends keyof T & string>(name: K, value: T[K]) => change({ [name]: value } as unknown as Partial<T>),
    change,
    /** Props for a TextInput: name, value, change handler, error state and the message (else `hint`) below it. */
    field: (name: keyof T & string, hint?: string) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change({ [name]: event.target.value } as unknown as Partial<T>),
      error: Boolean(errors[name]),
      helperText: errors[name] ?? hint,
    }),
    validate,
    /** A message from the server for one field, e.g. 'Email already exists'. */
    setFieldError: (name: keyof T & string, message: string) => showErrors({ [name]: message } as FormErrors<T>),
    /** Back to the initial values, or to `to` (a form that started from a kept draft empties to blank). */
    reset: (to: T = initial) => {
      lastCheck.current = undefined;
      setValues(to);
      setErrors({});
      sending.clearFailure();
    },
    /** onSubmit for the <form>: stops the page reload, then runs `action`. */
    onSubmit: (action: () => unknown) => (event: FormEvent) => {
      event.preventDefault();
      void action();
    },
  };
}
