/**
 * A company's own profile as it edits it: name, description, website and location, by the same rules and
 * messages as at registration (a website typed without its scheme is completed with https://). The form sends
 * every field; one left empty is cleared.
 */
import * as v from 'valibot';
import { accountMessages as m } from '../texts.js';
import { companyNameField, optionalText, websiteField } from './auth.js';
import { objectBody } from './object-body.js';

export const companyProfileSchema = objectBody(
  v.object(
    {
      name: v.pipe(v.optional(v.unknown(), ''), companyNameField),
      description: optionalText(2000, m.descriptionMax),
      website: websiteField,
      location: optionalText(100, m.locationMax),
    },
    m.bodyNotObject,
  ),
);

export type CompanyProfileInput = v.InferOutput<typeof companyProfileSchema>;
