/**
 * What a zip says it holds, read from its central directory before anything is inflated: the number of entries
 * and their total uncompressed size. A Word document is a zip, and a zip bomb (a few kilobytes that inflate to
 * gigabytes) is refused on these figures before the document is opened.
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

export interface ZipSizes {
  entries: number;
  uncompressed: number;
  compressed: number;
}

/** The sizes, or undefined when the central directory cannot be read (a corrupt or truncated zip, or zip64). */
export function zipSizes(bytes: Buffer): ZipSizes | undefined {
  const from = Math.max(0, bytes.length - END_SEARCH);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryStart === 0xffffffff) return undefined;
  let at = directoryStart;
  let uncompressed = 0;
  let compressed = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    compressed += bytes.readUInt32LE(at + 20);
    uncompressed += bytes.readUInt32LE(at + 24);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, uncompressed, compressed };
}
