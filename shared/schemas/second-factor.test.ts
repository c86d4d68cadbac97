import * as v from 'valibot';
import { secondFactorTexts } from '../texts.js';
import { secondFactorChangeSchema, secondFactorCodeSchema } from './second-factor.js';

const read = (code: unknown) => v.safeParse(secondFactorCodeSchema, { code });

describe('second-factor code schema', () => {
  it.each([
    ['123456', '123456'],
    [' 123456 ', '123456'],
    ['123 456', '123456'],
    ['123\u00a0456', '123456'], // no-break space, as some apps and pages show it
    ['123\u202f456', '123456'], // narrow no-break space
    ['123-456', '123456'],
    ['123\u2013456', '123456'], // en dash
    ['12 34 56', '123456'],
  ])('reads the app code %j as %j', (typed, canonical) => {
    expect(read(typed).output).toEqual({ code: canonical });
  });

  it.each([
    ['abcdef-ghjkmn-pqrstu-vwxyz2', 'abcdefghjkmnpqrstuvwxyz2'],
    ['abcdef ghjkmn pqrstu vwxyz2', 'abcdefghjkmnpqrstuvwxyz2'],
    ['ABCDEF GHJKMN PQRSTU VWXYZ2', 'abcdefghjkmnpqrstuvwxyz2'],
    ['abcdefghjkmnpqrstuvwxyz2', 'abcdefghjkmnpqrstuvwxyz2'],
    ['abcdef\u00a0ghjkmn\u00a0pqrstu\u00a0vwxyz2', 'abcdefghjkmnpqrstuvwxyz2'],
    ['abcde fghjk', 'abcdefghjk'], // the older ten-character codes
    ['ABCDE-FGHJK', 'abcdefghjk'],
  ])('reads the recovery code %j as %j', (typed, canonical) => {
    expect(read(typed).output).toEqual({ code: canonical });
  });

  it.each([
    [''],
    [undefined],
    ['12345'],
    ['1234567'],
    ['123 45'],
    ['12a456'],
    ['abcdef-ghjkmn-pqrstu'],
    ['abcdef_ghjkmn_pqrstu_vwxyz2'],
    ['x'.repeat(100)],
    [42],
  ])('refuses %j with the wrong-code message', (typed) => {
    expect(read(typed).issues?.[0]?.message).toBe(secondFactorTexts.wrongCode);
  });

  it('reads the code alike when the password is asked again', () => {
    expect(v.safeParse(secondFactorChangeSchema, { password: 'pw', code: '123 456' }).output).toEqual({
      password: 'pw',
      code: '123456',
    });
  });
});
