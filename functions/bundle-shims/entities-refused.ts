/**
 * is-unsafe for the Lambda bundles (infra/bundling.ts aliases it here): every value is unsafe.
 *
 * Why: fast-xml-parser, the parser of the logo SVG check (functions/lib/files/svg-check.ts), asks is-unsafe whether
 * a DOCTYPE's entity values are safe to expand, and the package's index carries all nine of its rule sets (SQL, shell,
 * NoSQL...): about 18 KiB of the one bundle that parses XML, which put it over its size budget. The check never lets
 * an entity reach the parser: it refuses any DOCTYPE or entity declaration first, and parses with entities off. So
 * this answer is never asked for; were it asked, it would block the entity, never let one through.
 */
export const isUnsafe = (_value: string, _context: unknown): boolean => true;

/** The rule sets fast-xml-parser passes as the context: unused by the answer above. */
export const HTML: readonly RegExp[] = [];
export const XML: readonly RegExp[] = [];
