/**
 * fast-check arbitraries for hostile API requests: path parameters, query strings, cookies, content types and
 * bodies, built from a route of the route table. Nothing here knows a route by name except `validBodies`, which
 * only lets mutated but otherwise valid bodies get past validation and into the handlers' own logic.
 */
import fc from 'fast-check';
import {
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  ROLES,
  SESSION_COOKIE_LOCAL,
  SORT_OPTIONS,
} from '../../../shared/constants.js';
import type { RouteDefinition, RouteId } from '../../../shared/routes.js';

/** What a route's inputs may refer to: real ids (so some inputs reach records) and the session cookies. */
export interface FuzzWorld {
  ids: string[];
  /** `name=value` cookies of signed-in people, one per role or relation (owner, other company…). */
  cookies: string[];
  siteOrigin: string;
}

export interface FuzzRequest {
  path: string;
  query: string;
  cookie: string | undefined;
  contentType: string | undefined;
  origin: string | undefined;
  /** Other headers a client controls: forwarding and address headers, encodings. */
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** Percent-encodes the UTF-8 bytes of a text (lone surrogates become U+FFFD), keeping unreserved characters. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Escapes that are not valid percent-encoded UTF-8, or that decode to something a router may trip on. */
const badEscapes = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '12%',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%2F',
  '%2e%2e',
  '%5C',
  '%u0041',
  '%%41',
  '%25',
  '..',
  '.',
];

const protoKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Texts that look like something else: numbers as strings, literals, injections, NUL, odd unicode. */
const trickyTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '0x1F',
  '007',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${7*7}',
  '\u202e\u202d',
  '\ud800',
  '\udfff',
  '\uffff',
  '\ufeff',
  'e\u0301',
  '𝒳𝒴',
  '👩‍💻',
  ...JOB_TYPES,
  ...EXPERIENCE_LEVELS,
  ...SORT_OPTIONS,
  ...APPLICATION_STATUSES,
  ...ROLES,
  ...protoKeys,
];

/** Any text: short random, full unicode, tricky, or long (up to `longest` characters of one kind). */
function textArbitrary(longest: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 3 },
    { arbitrary: fc.constantFrom(...trickyTexts), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'é', '𝒳', '\u0000', ' ', '9'), fc.integer({ min: 50, max: longest }))
        .map(([unit, times]) => unit.repeat(times)),
      weight: 1,
    },
  );
}

/** Body texts: up to 20,000 characters, past every field's limit. */
export const hostileText = textArbitrary(20_000);
/**
 * URL texts stay under 200 characters (up to 2.4 KB once percent-encoded): a URL over the server's header limit is
 * refused by Node before the app sees it, which the server's own tests cover, not the app's.
 */
const urlText = textArbitrary(200);

/** A JSON value of any type: strings of every kind, numbers, booleans, null, arrays, nested objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e21, Number.MAX_SAFE_INTEGER + 2), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(hostileText, { maxLength: 12 }), weight: 1 },
);

/** Every body field any route reads, so random objects often hit a real field with a wrong value. */
const bodyFields = [
  'title',
  'description',
  'requirements',
  'location',
  'jobType',
  'salary',
  'experience',
  'categories',
  'skills',
  'isActive',
  'resume',
  'coverLetter',
  'status',
  'username',
  'email',
  'password',
  'name',
  'role',
  'company',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'id',
  'userId',
  'companyId',
];

const queryKeys = [
  'search',
  'location',
  'company',
  'jobType',
  'category',
  'experience',
  'salaryMin',
  'salaryMax',
  'sort',
  'limit',
  'cursor',
  'page',
  'status',
  ...protoKeys,
];

type Entries = [string, unknown][];

/** JSON object text from entries, written by hand so duplicate keys and `__proto__` keys survive. */
export function objectText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** A valid body per route that has one, so mutations of it reach the handler behind validation. */
export const validBodies: Partial<Record<RouteId, (tag: string) => Record<string, unknown>>> = {
  register: (tag) => ({
    name: 'Fuzz Person',
    username: `fuzz${tag}`,
    email: `fuzz${tag}@example.com`,
    password: 'secret-pass-1',
    role: 'job_seeker',
  }),
  login: () => ({ username: 'nobody-here', password: 'secret-pass-1' }),
  'forgot-password': () => ({ email: 'nobody@example.com' }),
  'reset-password': () => ({ token: 'a'.repeat(43), newPassword: 'secret-pass-2' }),
  'check-reset-token': () => ({ token: 'a'.repeat(43) }),
  'confirm-email': () => ({ token: 'a'.repeat(43) }),
  'verify-second-factor': () => ({ code: '123456' }),
  'start-second-factor': () => ({ password: 'secret-pass-1' }),
  'enable-second-factor': () => ({ code: '123456' }),
  'disable-second-factor': () => ({ password: 'secret-pass-1', code: '123456' }),
  'renew-recovery-codes': () => ({ password: 'secret-pass-1', code: '123456' }),
  'change-password': () => ({ currentPassword: 'secret-pass-1', newPassword: 'secret-pass-2' }),
  'update-user': () => ({ name: 'Renamed Person' }),
  'create-job': () => ({
    title: 'Backend Engineer',
    description: 'Design, build and run the services our customers rely on.',
    requirements: 'Experience with TypeScript and databases.',
    location: 'Lisbon, Portugal',
    jobType: 'full_time',
    categories: ['Engineering'],
  }),
  'update-job': () => ({ title: 'Senior Backend Engineer', isActive: false }),
  'apply-to-job': () => ({
    resume: 'Ten years of building web services; led a team of five.',
    coverLetter: 'I would love to help you build the next version of your product.',
  }),
  'update-application-status': () => ({ status: 'approved' }),
};

/** Changes to a valid body: a field with a hostile value, a field dropped, a duplicate key, a prototype key. */
const mutation: fc.Arbitrary<(entries: Entries) => Entries> = fc.oneof(
  fc.tuple(fc.nat(), hostileValue).map(([at, value]) => (entries: Entries) => {
    const copy = [...entries];
    if (copy.length) copy[at % copy.length] = [(copy[at % copy.length] as [string, unknown])[0], value];
    return copy;
  }),
  fc.nat().map((at) => (entries: Entries) => entries.filter((_, i) => i !== at % Math.max(1, entries.length))),
  fc.tuple(fc.nat(), hostileValue).map(([at, value]) => (entries: Entries): Entries => {
    const key = entries.length ? (entries[at % entries.length] as [string, unknown])[0] : 'title';
    return [...entries, [key, value]];
  }),
  fc
    .tuple(
      fc.constantFrom(...protoKeys),
      fc.constantFrom<unknown>({ role: 'admin' }, { prototype: { x: 1 } }, 'x', null),
    )
    .map(
      ([key, value]) =>
        (entries: Entries): Entries => [[key, value], ...entries],
    ),
  fc.tuple(fc.constantFrom(...bodyFields), hostileValue).map(
    ([key, value]) =>
      (entries: Entries): Entries => [...entries, [key, value]],
  ),
);

function bodyArbitrary(id: RouteId): fc.Arbitrary<Buffer | undefined> {
  const text = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((value) => Buffer.from(value, 'utf8'));
  const valid = validBodies[id];
  const choices: fc.WeightedArbitrary<Buffer | undefined>[] = [
    { arbitrary: fc.constant(undefined), weight: 2 },
    {
      arbitrary: text(fc.constantFrom('', ' ', 'null', '{', '{"a":', "{'a':1}", 'undefined', 'NaN', '\u0000')),
      weight: 2,
    },
    { arbitrary: text(fc.string({ unit: 'binary', maxLength: 200 })), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
    { arbitrary: text(fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value))), weight: 2 },
    {
      arbitrary: text(
        fc
          .array(fc.tuple(fc.oneof(fc.constantFrom(...bodyFields, ...protoKeys), fc.string()), hostileValue), {
            maxLength: 8,
          })
          .map(objectText),
      ),
      weight: 3,
    },
    {
      arbitrary: text(
        fc
          .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 100, max: 50_000 }))
          .map(([open, depth]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
      ),
      weight: 1,
    },
    // Over the API's 256 KiB body limit.
    { arbitrary: fc.constant(Buffer.from(objectText([['title', 'x'.repeat(300 * 1024)]]))), weight: 1 },
  ];
  if (valid) {
    choices.push({
      arbitrary: text(
        fc
          .tuple(fc.array(mutation, { minLength: 0, maxLength: 3 }), fc.nat())
          .map(([changes, tag]) =>
            objectText(changes.reduce((entries, change) => change(entries), Object.entries(valid(tag.toString(36))))),
          ),
      ),
      weight: 8,
    });
  }
  return fc.oneof(...choices);
}

function pathArbitrary(route: RouteDefinition, world: FuzzWorld): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((found) => found[1] as string);
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...world.ids), weight: 4 },
    { arbitrary: fc.constantFrom(...badEscapes), weight: 3 },
    { arbitrary: fc.constantFrom(...trickyTexts).map(percentEncode), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(percentEncode), weight: 2 },
    {
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 6 })
        .map((bytes) => percentEncode(String.fromCharCode(...bytes))),
      weight: 1,
    },
    {
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 6 })
        .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
      weight: 1,
    },
    { arbitrary: fc.integer({ min: 100, max: 3000 }).map((length) => '9'.repeat(length)), weight: 1 },
  );
  return fc.array(segment, { minLength: names.length, maxLength: names.length }).map((values) => {
    let at = 0;
    return route.path.replace(/\{\w+\}/g, () => values[at++] as string);
  });
}

const queryArbitrary: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 2 },
  {
    // Repeated keys come naturally from the small key pool.
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 10 })),
          fc.oneof(
            { arbitrary: urlText.map(percentEncode), weight: 4 },
            { arbitrary: fc.constantFrom(...badEscapes), weight: 1 },
          ),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => pairs.map(([key, value]) => `${percentEncode(key)}=${value}`).join('&')),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom('&', '&&=&==', '=', 'a', 'a=1&a=2&a=3', '%', 'limit=%zz', 'limit=1&limit=1000'),
    weight: 1,
  },
);

/** Header-safe garbage (a Node client refuses control characters in headers, as most proxies would). */
const headerText = fc.string({ maxLength: 80 }).map((value) => value.replace(/[^\x20-\x7e]/g, 'x'));

function cookieArbitrary(world: FuzzWorld): fc.Arbitrary<string | undefined> {
  const signedIn = fc.constantFrom(...world.cookies);
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: signedIn, weight: 6 },
    { arbitrary: headerText.map((value) => `${SESSION_COOKIE_LOCAL}=${value}`), weight: 1 },
    { arbitrary: fc.tuple(signedIn, signedIn).map(([a, b]) => `${a}; ${b}`), weight: 1 },
    {
      arbitrary: fc.tuple(signedIn, fc.nat()).map(([cookie, at]) => {
        // A tampered token: one character of the signature changed.
        const i = cookie.length - 1 - (at % 10);
        return `${cookie.slice(0, i)}${cookie[i] === 'A' ? 'B' : 'A'}${cookie.slice(i + 1)}`;
      }),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        `${SESSION_COOKIE_LOCAL}=`,
        `${SESSION_COOKIE_LOCAL}`,
        ';;;',
        `${SESSION_COOKIE_LOCAL}=a.b.c`,
      ),
      weight: 1,
    },
  );
}

const contentTypeArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 10 },
  { arbitrary: fc.constant(undefined), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json, text/plain',
      'application/json;;;',
      '',
    ),
    weight: 2,
  },
  { arbitrary: headerText, weight: 1 },
);

function originArbitrary(world: FuzzWorld): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 10 },
    { arbitrary: fc.constant(world.siteOrigin), weight: 3 },
    { arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000.evil.example'), weight: 1 },
    { arbitrary: headerText, weight: 1 },
  );
}

const otherHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(
    'cloudfront-viewer-address',
    'x-forwarded-for',
    'x-forwarded-proto',
    'accept-encoding',
    'accept',
    'user-agent',
    'x-http-method-override',
  ),
  fc.oneof(
    headerText,
    fc.constantFrom('10.0.0.1:443', '::1', '[::1]:80', '1.2.3.4, 5.6.7.8', ':', 'br;q=2, gzip;q=-1', '*/*', 'DELETE'),
  ),
  { maxKeys: 3 },
);

/** One hostile request for a route: every part drawn independently. */
export function requestArbitrary(id: RouteId, route: RouteDefinition, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    path: pathArbitrary(route, world),
    query: queryArbitrary,
    cookie: cookieArbitrary(world),
    contentType: contentTypeArbitrary,
    origin: originArbitrary(world),
    headers: otherHeaders,
    body: bodyArbitrary(id),
  });
}
