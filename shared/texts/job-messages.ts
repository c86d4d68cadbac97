/** Messages of the job writes' refusals (posting and editing a job), sent as the API's 4xx answers. */
export const jobMessages = {
  unknownCategory: (name: string) => `Unknown category: ${name}`,
  changedMeanwhile: 'This job was changed at the same time elsewhere. Please reload and try again.',
  companyMissing: 'The company of this job no longer exists',
} as const;
