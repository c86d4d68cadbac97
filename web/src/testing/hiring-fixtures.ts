/** Answers of the hiring API for page tests (shapes of shared/types.ts), and the company they belong to. */
import type { Application } from '@shared/types.js';
import { aCategory, aUser } from './fixtures.js';

export const aCompanyUser = () =>
  aUser({ id: 3, role: 'company', username: 'northwind', name: 'Nora Hire', company: 'Northwind Labs', companyId: 7 });

export const someCategories = () => [
  aCategory(),
  aCategory({ id: 2, name: 'Design', icon: 'PaletteIcon' }),
  aCategory({ id: 3, name: 'Marketing', icon: 'TrendingUpIcon' }),
  aCategory({ id: 4, name: 'Sales', icon: 'DollarSignIcon' }),
];

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 501,
    jobId: 101,
    userId: 9,
    resume: 'Ten years of frontend work.\nLed the design system at Contoso.',
    coverLetter: 'I love building accessible interfaces.',
    status: 'pending',
    submittedAt: '2025-03-04T10:00:00.000Z',
    jobTitle: 'Senior Frontend Engineer',
    companyId: 7,
    companyName: 'Northwind Labs',
    applicantName: 'Jamie Seeker',
    applicantEmail: 'jamie@example.com',
    ...overrides,
  };
}

/** Types a text by pasting it: as real as typing for a controlled field, and much faster on a busy machine. */
export async function fillIn(
  user: { click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> },
  field: Element,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
