/**
 * The payload of starting a file upload (a CV, a logo): the file's name, which must claim an accepted type, and its
 * size in bytes, within the kind's limit. The bytes themselves are checked when the upload is saved.
 */
import * as v from 'valibot';
import { accountMessages } from '../texts.js';

const FILE_NAME_MAX = 200;

interface UploadRules {
  maxBytes: number;
  /** The type a file name claims, or undefined when the kind does not accept it. */
  typeOfName: (name: string) => string | undefined;
  messages: { fileName: string; wrongType: string; empty: string; tooBig: string };
}

export function fileUploadSchema({ maxBytes, typeOfName, messages }: UploadRules) {
  return v.object(
    {
      fileName: v.pipe(
        v.optional(v.string(messages.fileName), ''),
        v.trim(),
        v.nonEmpty(messages.fileName),
        v.maxLength(FILE_NAME_MAX, messages.fileName),
        v.check((name) => typeOfName(name) !== undefined, messages.wrongType),
      ),
      size: v.pipe(
        v.number(messages.empty),
        v.integer(messages.empty),
        v.minValue(1, messages.empty),
        v.maxValue(maxBytes, messages.tooBig),
      ),
    },
    accountMessages.bodyNotObject,
  );
}

/**
 * Why `file` cannot be uploaded under `schema` (the first message the API would answer), or undefined when it may
 * be: the browser asks before sending anything.
 */
export function uploadProblem(
  schema: ReturnType<typeof fileUploadSchema>,
  file: { name: string; size: number },
): string | undefined {
  const result = v.safeParse(schema, { fileName: file.name, size: file.size });
  return result.success ? undefined : result.issues[0].message;
}
