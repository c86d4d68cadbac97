/**
 * The Content-Disposition of a download named for people ("Zoë O'Brien - CV.pdf"), per RFC 6266: an ASCII fallback
 * name plus the UTF-8 one, so no name can break the header. The UTF-8 name is percent-encoded to RFC 8187's
 * attr-char: encodeURIComponent leaves ' ( ) * as they are, and a browser that finds one there drops the UTF-8
 * name for the fallback, whose accented letters are underscores.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
