/** The roles' names as people read them. */
export const roleLabels = { job_seeker: 'Job Seeker', company: 'Company', admin: 'Admin' } as const;
