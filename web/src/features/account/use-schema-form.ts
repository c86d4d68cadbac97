/**
 * A form's text values checked with one of the shared valibot schemas (the API validates with the same rules),
 * each message on its own field. On a failed check the first field with an error (in page order) gets the focus,
 * after the message is on screen, so a screen reader reads the field together with its message.
 */
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';

type Values = Record<string, string>;
type Errors<T> = Partial<Record<keyof T & string, string>>;
type Schema = v.GenericSchema<unknown, unknown>;
type Checked<T, O> = { ok: true; output: O } | { ok: false; errors: Errors<T> };

export function useSchemaForm<T extends Values>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows the messages and moves the focus to the first field that has one. */
  const showErrors = (next: Errors<T>) => {
    flushSync(() => setErrors(next));
    const fields = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    fields.find((field) => field.name && next[field.name as keyof T & string])?.focus();
  };

  /** Checks the values (or `input`): the schema's output, or every message shown and returned. */
  const validate = <S extends Schema>(schema: S, input: unknown = values): Checked<T, v.InferOutput<S>> => {
    const result = v.safeParse(schema, input);
    if (result.success) {
      setErrors({});
      return { ok: true, output: result.output };
    }
    const nested = v.flatten(result.issues).nested ?? {};
    const next: Errors<T> = {};
    for (const [name, messages] of Object.entries(nested)) {
      if (messages?.[0]) next[name as keyof T & string] = messages[0];
    }
    showErrors(next);
    return { ok: false, errors: next };
  };

  /** Props for a TextInput (or MUI TextField): value, change handler, error state and the message as helper text. */
  const field = (name: keyof T & string, hint?: string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  return {
    values,
    setValues,
    errors,
    formRef,
    field,
    validate,
    /** A message from the server for one field, e.g. 'Email already exists'. */
    setFieldError: (name: keyof T & string, message: string) => showErrors({ [name]: message } as Errors<T>),
    reset: () => {
      setValues(initial);
      setErrors({});
    },
    /** onSubmit for the <form>: stops the page reload, then runs `action`. */
    onSubmit: (action: () => void | Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      void action();
    },
  };
}
